//! Combinatorial game theory for online judges: one module per game family, each proven against the
//! exhaustive search in [`sprague_grundy`]. See README.md for the problems that use each module.
pub mod circle_game;
pub mod euclid;
pub mod every_sg;
pub mod fibonacci;
pub mod geography;
pub mod misere;
pub mod nim;
pub mod sprague_grundy;
pub mod wythoff;
