//! # Advance or Eat (AtCoder ABC229 H): a partizan column game valued by numbers
//!
//! - **Game:** Left moves a `W` one cell up (into `.`) or removes a `B`; Right the reverse.
//! - **Method:** each move changes one column, so the board is the sum of its columns; a column's
//!   value is found by `partizan::value` (every column is a number).
//! - **Complexity:** O(3^len · len²) per column length, `memo` shared by the columns.
//! - **Problems:** atcoder-abc229-h.
//! - **Status:** sign of the value = partizan minimax on every column of <= 4 cells and on every
//!   sum of two columns of 2 cells.

use crate::partizan::{value, Dyadic};
use std::collections::HashMap;

/// The value of one column, read from the top (columns add: Left, moving first, wins iff the sum
/// is `> 0`).
///
/// # Constraints
/// Cells `W`, `B` or `.`; a column of up to about 12 cells (3^len positions).
///
/// # Panics
/// On another byte.
///
/// # Complexity
/// O(3^len · len²) with `memo` shared across columns.
///
/// # Example
/// ```
/// use cgt::advance_or_eat::advance_or_eat_value;
/// use cgt::partizan::Dyadic;
/// use std::collections::HashMap;
/// assert_eq!(advance_or_eat_value(b".W", &mut HashMap::new()), Dyadic::new(-1, 1));
/// ```
pub fn advance_or_eat_value(column: &[u8], memo: &mut HashMap<Vec<u8>, Dyadic>) -> Dyadic {
    assert!(
        column.iter().all(|c| b"WB.".contains(c)),
        "advance_or_eat_value: cells are W, B or ."
    );
    // Options of the player whose pieces are `me`: advance one of them, or eat one of `them`.
    let options = |c: &Vec<u8>, me: u8, them: u8| {
        let mut out = Vec::new();
        for i in 0..c.len() {
            if c[i] == me && i > 0 && c[i - 1] == b'.' {
                let mut d = c.clone();
                d.swap(i - 1, i);
                out.push(d);
            }
            if c[i] == them {
                let mut d = c.clone();
                d[i] = b'.';
                out.push(d);
            }
        }
        out
    };
    value(
        &column.to_vec(),
        &mut |c| options(c, b'W', b'B'),
        &mut |c| options(c, b'B', b'W'),
        memo,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::tests::check_sign;
    use itertools::Itertools;

    #[test]
    fn advance_or_eat_columns_match_minimax_on_sums() {
        // Every column of <= 4 cells, and sums of two columns of 2 cells, by whole-board minimax.
        let mut memo = HashMap::new();
        let cols: Vec<Vec<u8>> = (1..=4)
            .flat_map(|n| (0..n).map(|_| b"WB.".to_vec()).multi_cartesian_product())
            .collect();
        let board_opts = |b: &Vec<Vec<u8>>, left: bool| {
            let (me, them) = if left { (b'W', b'B') } else { (b'B', b'W') };
            let mut out = Vec::new();
            for (k, c) in b.iter().enumerate() {
                for i in 0..c.len() {
                    let mut d = b.clone();
                    if c[i] == me && i > 0 && c[i - 1] == b'.' {
                        d[k].swap(i - 1, i);
                        out.push(d);
                    } else if c[i] == them {
                        d[k][i] = b'.';
                        out.push(d);
                    }
                }
            }
            out
        };
        for c in &cols {
            check_sign(
                &vec![c.clone()],
                advance_or_eat_value(c, &mut memo),
                &board_opts,
            );
        }
        let twos: Vec<&Vec<u8>> = cols.iter().filter(|c| c.len() == 2).collect();
        for (a, b) in twos.iter().cartesian_product(&twos) {
            let v = advance_or_eat_value(a, &mut memo) + advance_or_eat_value(b, &mut memo);
            check_sign(&vec![a.to_vec(), b.to_vec()], v, &board_opts);
        }
    }
}
