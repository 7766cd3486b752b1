//! Combinatorial game theory for online judges: one module per game family, each proven against
//! exhaustive search ([`game_search`], [`numbered`]). README.md lists the problems that use each
//! module; `cargo doc --open` shows this page.
//!
//! The modules by family, each family's entry points first:
//! - **The general layer: your own game** (`game_search::GameSearch`,
//!   `sprague_grundy::grundy_table`, `numbered::Numbered`, `score_search::ScoreSearch`,
//!   `sum_strategy::winning_move`): [`game_search`], [`huge_heap`], [`interval_score`],
//!   [`layered_minimax`], [`numbered`], [`score_search`], [`score_table`], [`series`],
//!   [`sprague_grundy`], [`sum_strategy`].
//! - **Nim and sums of heaps** (`nim::first_player_wins`, `misere`, `moore`, `staircase`):
//!   [`every_sg`], [`linear_basis`], [`misere`], [`moore`], [`nim`], [`nim_count`],
//!   [`nullify_matrix`], [`staircase`], [`take_one_each`], [`xor_convolution`], [`xor_count`].
//! - **Take-away games on one or two heaps** (`subtraction::grundy`, `bash`,
//!   `wythoff::first_player_wins`): [`bash`], [`bitset_grundy`], [`circle_game`], [`divisor_nim`],
//!   [`euclid`], [`fibonacci`], [`proper_divisor`], [`subtraction`], [`take_fraction`],
//!   [`timer_game`], [`wythoff`].
//! - **Splitting games, octal games and rows** (`octal::OctalCode`, `octal_period`, `split_game`):
//!   [`bracelet`], [`dawsons_chess`], [`grundy_game`], [`interval_game`], [`lasker`], [`octal`],
//!   [`octal_period`], [`split_game`], [`treblecross`].
//! - **Coin turning and nimbers** (`coin_turning`, `coin_grid`, `nimber::NimField`): [`coin_grid`],
//!   [`coin_turning`], [`nimber`], [`nimber_dlog`], [`nimber_simd`], [`rect_union`].
//! - **Graphs and trees** (`graph_game::Retrograde`, `graph_score::values`,
//!   `hackenbush::tree_value`, `tree::peel`, `adjacency::Lists`): [`adjacency`], [`edge_addition`],
//!   [`geography`],
//!   [`graph_game`], [`graph_rounds`], [`graph_score`], [`hackenbush`], [`hackendot`],
//!   [`matching_blossom`], [`matching_game`], [`river_pawn`], [`scc`], [`tree`], [`tree_flip`],
//!   [`tree_geography`], [`tree_staircase`], [`tree_tokens`], [`xor_trie`].
//! - **Partizan and score games** (`partizan::Dyadic`, `score_game`, `blue_red_hackenbush`):
//!   [`advance_or_eat`], [`big_dyadic`], [`blue_red_hackenbush`], [`colouring_game`],
//!   [`exchange_game`], [`fair_selection`], [`number_star`], [`partizan`], [`score_game`].
//! - **Input, output and helpers** (`fast_input::Tokens`, `isqrt`, `rng`): [`bounds`],
//!   [`fast_input`], [`fast_output`], [`fast_parse`], [`isqrt`], [`rng`].

// Family: The general layer: your own game
pub mod game_search;
pub mod huge_heap;
pub mod interval_score;
pub mod layered_minimax;
pub mod numbered;
pub mod score_search;
pub mod score_table;
pub mod series;
pub mod sprague_grundy;
pub mod sum_strategy;

// Family: Nim and sums of heaps
pub mod every_sg;
pub mod linear_basis;
pub mod misere;
pub mod moore;
pub mod nim;
pub mod nim_count;
pub mod nullify_matrix;
pub mod staircase;
pub mod take_one_each;
pub mod xor_convolution;
pub mod xor_count;

// Family: Take-away games on one or two heaps
pub mod bash;
pub mod bitset_grundy;
pub mod circle_game;
pub mod divisor_nim;
pub mod euclid;
pub mod fibonacci;
pub mod proper_divisor;
pub mod subtraction;
pub mod take_fraction;
pub mod timer_game;
pub mod wythoff;

// Family: Splitting games, octal games and rows
pub mod bracelet;
pub mod dawsons_chess;
pub mod grundy_game;
pub mod interval_game;
pub mod lasker;
pub mod octal;
pub mod octal_period;
pub mod split_game;
pub mod treblecross;

// Family: Coin turning and nimbers
pub mod coin_grid;
pub mod coin_turning;
pub mod nimber;
pub mod nimber_dlog;
pub mod nimber_simd;
pub mod rect_union;

// Family: Graphs and trees
pub mod adjacency;
pub mod edge_addition;
pub mod geography;
pub mod graph_game;
pub mod graph_rounds;
pub mod graph_score;
pub mod hackenbush;
pub mod hackendot;
pub mod matching_blossom;
pub mod matching_game;
pub mod river_pawn;
pub mod scc;
pub mod tree;
pub mod tree_flip;
pub mod tree_geography;
pub mod tree_staircase;
pub mod tree_tokens;
pub mod xor_trie;

// Family: Partizan and score games
pub mod advance_or_eat;
pub mod big_dyadic;
pub mod blue_red_hackenbush;
pub mod colouring_game;
pub mod exchange_game;
pub mod fair_selection;
pub mod number_star;
pub mod partizan;
pub mod score_game;

// Family: Input, output and helpers
pub mod bounds;
pub mod fast_input;
pub mod fast_output;
pub mod fast_parse;
pub mod isqrt;
pub mod rng;

// `fast_input::Tokens` as a proconio source (the only use of proconio in the library).
#[cfg(feature = "proconio-source")]
mod proconio_source;

// The examples of README.md ("Your own game") run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExamples;
