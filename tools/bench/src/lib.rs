//! Empty: this package holds only the library benchmarks (`benches/`).
