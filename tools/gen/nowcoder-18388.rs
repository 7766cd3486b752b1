//! Max-size input of nowcoder-18388 (`gen-max nowcoder-18388 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // Numbers <= 1e5 with 100+ divisors (the most is 128), mixed with random values.
    let rich = [
        83_160u64, 98_280, 95_760, 90_720, 85_680, 75_600, 65_520, 55_440, 50_400, 65_536,
    ];
    let n = 100_000;
    writeln!(w, "{}", n)?;
    let v: Vec<u64> = (0..n)
        .map(|i| {
            if i % 2 == 0 {
                rich[rng.index(rich.len())]
            } else {
                rng.high(1, 100_000)
            }
        })
        .collect();
    line(w, &v)?;
    Ok("n=1e5 (max), x <= 1e5, half with ~100-128 divisors".into())
}
