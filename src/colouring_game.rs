//! # Colouring game: a partizan race by colour counts, then Dawson's Kayles on alternating runs
//!
//! - **Game:** a row of red and blue cells; Alice (first) whitens two neighbours with a red one
//!   among them, Bob two neighbours with a blue one; who cannot move loses.
//! - **Theorem** (CF 1704F editorial): the colour in the majority wins; on a tie alternating runs
//!   are heaps of octal `0.07`, Alice wins iff their XOR is non-zero.
//! - **Complexity:** O(n) per string after an O(1) table (`0.07` to 200, period 34 proved).
//! - **Problems:** cf-1704f.
//! - **Status:** = literal-game search on all strings of length 2..=12; g = `grundy_naive` to 2000.
//!
//! Each move whitens at least one cell of the mover's colour. While a red–blue pair exists both
//! players take one (it also costs the opponent a cell), keeping #R − #B; after that every move
//! costs the mover one own cell, so the larger side outlasts the other, and with equal counts the
//! player who first finds no red–blue pair loses. Taking a red–blue pair from an alternating run
//! of length `L` leaves two runs: Dawson's Kayles `0.07`, periodic with period 34 from 53 on.
//! [`ColouringGame::new`] proves the period with `octal_period::find_period` once.
//!
//! References: Codeforces Round CodeTON 2, problem F, editorial; *Winning Ways*, ch. 4.

use crate::octal::OctalCode;
use crate::octal_period::{find_period, Period};

/// The values of `0.07` up to a proved period, and the decision rule of the colouring game.
pub struct ColouringGame {
    g: Vec<u32>,
    period: Period,
}

impl ColouringGame {
    /// Computes `0.07` up to 200 and proves its period (preperiod 53, period 34).
    ///
    /// # Constraints
    /// None.
    ///
    /// # Panics
    /// Never (the table of 200 values proves the period).
    ///
    /// # Complexity
    /// O(1): a fixed table of 200 values.
    ///
    /// # Example
    /// ```
    /// let game = cgt::colouring_game::ColouringGame::new();
    /// assert_eq!(game.run_value(6), 3);
    /// ```
    pub fn new() -> Self {
        let code = OctalCode::parse("0.07").expect("0.07 is a valid octal code");
        let g = code.grundy_sparse(200);
        let period = find_period(&g, code.max_removal()).expect("200 values prove 0.07's period");
        ColouringGame { g, period }
    }

    /// The Grundy value of an alternating run of `len` cells (octal game `0.07`).
    ///
    /// # Constraints
    /// Any `len`.
    ///
    /// # Panics
    /// Never.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let game = cgt::colouring_game::ColouringGame::new();
    /// assert_eq!(game.run_value(1), 0);
    /// assert_eq!(game.run_value(500_000), game.run_value(500_000 - 34));
    /// ```
    pub fn run_value(&self, len: usize) -> u32 {
        let Period { preperiod, period } = self.period;
        if len < self.g.len() {
            self.g[len]
        } else {
            self.g[preperiod + (len - preperiod) % period]
        }
    }

    /// Whether Alice, moving first, wins on the row `s` of `b'R'` and `b'B'` cells.
    ///
    /// # Constraints
    /// Only `R` and `B`; any length (a row of 0 or 1 cells is a loss for Alice).
    ///
    /// # Panics
    /// On another byte.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// let game = cgt::colouring_game::ColouringGame::new();
    /// assert!(game.first_player_wins(b"RBRBRB"));
    /// assert!(!game.first_player_wins(b"RBBR"));
    /// assert!(!game.first_player_wins(b"BRB"));
    /// ```
    pub fn first_player_wins(&self, s: &[u8]) -> bool {
        assert!(
            s.iter().all(|&c| c == b'R' || c == b'B'),
            "first_player_wins: s may hold only 'R' and 'B'"
        );
        let red = s.iter().filter(|&&c| c == b'R').count();
        if red * 2 != s.len() {
            return red * 2 > s.len();
        }
        let (mut xor, mut start) = (0, 0);
        for i in 1..=s.len() {
            if i == s.len() || s[i] == s[i - 1] {
                xor ^= self.run_value(i - start);
                start = i;
            }
        }
        xor != 0
    }
}

impl Default for ColouringGame {
    fn default() -> Self {
        Self::new()
    }
}

/// Whether Alice, moving first, wins on `s` ([`ColouringGame::first_player_wins`] with a fresh
/// table; build one [`ColouringGame`] for many strings).
///
/// # Constraints
/// As [`ColouringGame::first_player_wins`].
///
/// # Panics
/// On a byte other than `R` and `B`.
///
/// # Complexity
/// O(n) plus the O(1) table.
///
/// # Example
/// ```
/// assert!(cgt::colouring_game::first_player_wins(b"BBRRBRRB"));
/// assert!(!cgt::colouring_game::first_player_wins(b"RRBBB"));
/// ```
pub fn first_player_wins(s: &[u8]) -> bool {
    ColouringGame::new().first_player_wins(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;

    /// The literal game: cells 0 white, 1 red, 2 blue, and whether Alice is to move.
    fn moves(p: &(Vec<u8>, bool)) -> Vec<(Vec<u8>, bool)> {
        let (cells, alice) = p;
        let own = if *alice { 1 } else { 2 };
        let mut out = Vec::new();
        for i in 1..cells.len() {
            if cells[i - 1] == own || cells[i] == own {
                let mut next = cells.clone();
                next[i - 1] = 0;
                next[i] = 0;
                out.push((next, !alice));
            }
        }
        out
    }

    #[test]
    fn matches_exhaustive_search_up_to_length_12() {
        let game = ColouringGame::new();
        let mut search = GameSearch::new(moves);
        let mut checked = 0;
        for n in 2..=12usize {
            for mask in 0..1u32 << n {
                let s: Vec<u8> = (0..n)
                    .map(|i| if mask >> i & 1 == 1 { b'R' } else { b'B' })
                    .collect();
                let cells = s.iter().map(|&c| if c == b'R' { 1 } else { 2 }).collect();
                let want = search.first_player_wins(&(cells, true));
                assert_eq!(
                    game.first_player_wins(&s),
                    want,
                    "s = {}",
                    String::from_utf8_lossy(&s)
                );
                checked += 1;
            }
        }
        assert_eq!(checked, (1 << 13) - 4);
    }

    #[test]
    fn run_values_match_the_naive_table_and_the_sample() {
        let game = ColouringGame::new();
        assert_eq!(
            game.period,
            Period {
                preperiod: 53,
                period: 34
            }
        );
        let naive = OctalCode::parse("0.07").unwrap().grundy_naive(2000);
        for (len, &v) in naive.iter().enumerate() {
            assert_eq!(game.run_value(len), v, "len = {}", len);
        }
        let start = [
            0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3,
        ];
        assert_eq!(&naive[..21], &start[..]);
        let sample: [(&[u8], bool); 8] = [
            (b"BRB", false),
            (b"RRBBB", false),
            (b"RBRBRB", true),
            (b"BBRRBRRB", true),
            (b"BRRBRB", true),
            (b"RBRBRBRBRRBB", true),
            (b"RBRBRBRBBBRR", false),
            (b"RBBR", false),
        ];
        for (s, want) in sample {
            assert_eq!(first_player_wins(s), want);
        }
    }

    #[test]
    #[should_panic(expected = "first_player_wins")]
    fn rejects_other_bytes() {
        first_player_wins(b"RWB");
    }
}
