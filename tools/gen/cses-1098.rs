//! Max-size input of cses-1098 (`gen-max cses-1098 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    cses_1730::heap_tests(w, rng, 1)
}
