//! Combinatorial game theory for online judges: one module per game family, each proven against the
//! exhaustive search in [`sprague_grundy`]. See README.md for the problems that use each module.
pub mod advance_or_eat;
pub mod bash;
pub mod big_dyadic;
pub mod bitset_grundy;
pub mod blue_red_hackenbush;
pub mod bracelet;
pub mod circle_game;
pub mod coin_grid;
pub mod coin_turning;
pub mod colouring_game;
pub mod dawsons_chess;
pub mod divisor_nim;
pub mod euclid;
pub mod every_sg;
pub mod exchange_game;
pub mod fair_selection;
pub mod fast_input;
pub mod fast_output;
pub mod fast_parse;
pub mod fibonacci;
pub mod game_search;
pub mod geography;
pub mod graph_game;
pub mod graph_rounds;
pub mod graph_score;
pub mod grundy_game;
pub mod hackenbush;
pub mod hackendot;
pub mod huge_heap;
pub mod interval_game;
pub mod isqrt;
pub mod lasker;
pub mod linear_basis;
pub mod matching_blossom;
pub mod matching_game;
pub mod misere;
pub mod moore;
pub mod nim;
pub mod nim_count;
pub mod nimber;
pub mod nimber_dlog;
pub mod nimber_simd;
pub mod nullify_matrix;
pub mod numbered;
pub mod octal;
pub mod octal_period;
pub mod partizan;
pub mod proper_divisor;
pub mod rect_union;
pub mod river_pawn;
pub mod rng;
pub mod scc;
pub mod score_game;
pub mod score_search;
pub mod split_game;
pub mod sprague_grundy;
pub mod staircase;
pub mod subtraction;
pub mod sum_strategy;
pub mod take_fraction;
pub mod take_one_each;
pub mod timer_game;
pub mod treblecross;
pub mod tree;
pub mod tree_flip;
pub mod wythoff;
pub mod xor_count;

// `fast_input::Tokens` as a proconio source (the only use of proconio in the library).
#[cfg(feature = "proconio-source")]
mod proconio_source;

// The examples of README.md ("Your own game") run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExamples;
