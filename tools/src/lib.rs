//! Code the tools share with their tests and benchmarks: the formula search of
//! `cgt-sg explore --find` (pure code, no I/O), compiled once here instead of once in the explorer
//! and again in each crate that tests or benchmarks it.

#[allow(dead_code)]
#[path = "bin/sg/find.rs"]
pub mod find;
