//! Combinatorial game theory for online judges: one module per game family, each proven against the
//! exhaustive search in [`sprague_grundy`]. See README.md for the problems that use each module.
pub mod misere;
pub mod nim;
pub mod nimber;
pub mod sprague_grundy;
