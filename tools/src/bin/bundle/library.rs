//! The library as the bundler sees it: its modules, what each one uses, each module's snippet
//! header (from its `//!` docs) and its pasteable block, compact or full.

use crate::lex::{lex, Kind};
use crate::process::{process, Processed, Role};
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Snippet sizes (lines of `--module NAME` in the compact form) the modules must keep to; a module
/// that brings others may add their budgets.
const BUDGETS: [(&str, usize); 12] = [
    ("nim", 60),
    // Issue 29: the outcome table `all_first_player_wins` (one loop shared with `grundy_table`,
    // a rule that stops at a move to a loss, a `bool` a position; a pile of 10^6: 3.1 -> 1.1
    // times a hand DP): 21 lines. The misère outcome table (trial W's misère rule on 2^20 bit
    // masks: 1.06 times its hand DP, `Numbered`'s misère sweep 1.22): 7 lines. The byte table
    // `grundy_table_u8` (a table of 10^7 values below 6: 1.3 times a hand DP in `u8`, where
    // `grundy_table` took 1.8-2.3): 10 lines. Both outcomes from one table,
    // `all_normal_and_misere` (trial Z's series of digit duels: 1.22 -> 0.82 times its hand DP,
    // whole programs): 22 lines.
    ("sprague_grundy", 154),
    // The winning moves (normal, misère): 17 lines. Issue 29: rules that push their moves and
    // stop at one that decides (`GameSearch::with_push`; trial J's rule with 100-400 costly moves
    // a position: 3.2 -> 1.6 s): 80 lines.
    // The hasher's methods `#[inline]` and `write` by words (a trial's `[u8; 3]` keys: 1.19 ->
    // 0.45 s): 14 lines.
    // 5 of its lines had fitted in sprague_grundy's unused budget until `all_normal_and_misere`.
    ("game_search", 360),
    // Issue 29: the sweep in runs of one `Moves` per direction (16% fewer instructions), the
    // search reading known moves into a mask (22% fewer): 32 lines; a deep query found first and
    // swept (a chain of 10^6: 57 -> 14 ms): 75 lines; rows for games on an interval (EDPC L
    // all_values 0.50 of the time): 61 lines; the deep order shared with score_search: 5 lines;
    // the winning moves and a position's moves (interactive play, sums): 30 lines; the win/lose
    // queries reading Grundy values already known (a `grundy` then `first_player_wins` pair
    // searched twice: 1.27 -> 0.64 s): 11 lines. A Grundy sweep's memo shifted by 64 once it
    // meets larger values (triangular numbers, 2·10^5 heaps: 565 -> 175 ms): 30 lines. The
    // out-of-line path of `push` marked cold (a 2-D rule not inlined: 0.955 -> 0.470 s): 1.
    // Rows fitted to the table's width, where a long move also shifts the column (an interval
    // game with a move to (l + 1, r - 1) was searched whole, not swept: about 0.85 of the
    // time): 24 lines. Both outcomes (normal, misère) in one memo and one sweep (a series of
    // 2·10^5 heap games: 3.54 -> 1.99 times the hand loop, 100.7 -> 62.6 MiB): 32 lines. A
    // later sweep returns at once (a trial read `all_grundy()[x]` per query: 0.45 ms a call at
    // 2^20 positions) and panics name their module: 8 lines.
    // 2 of its lines had fitted in sprague_grundy's unused budget until `all_normal_and_misere`.
    ("numbered", 715),
    // Issue 29: deep queries found first and swept, as in numbered: 30 lines; their found list
    // in `u32` (numbered's and its own: a deep query's memory 12 -> 8 bytes a position): 5.
    // `first_rows`: rows kept, not the memo (a trial's row of 5000 coins: 193 -> 2 MB, 0.53 ->
    // 0.27 s), the memo made at its first use: 80 lines. A later `all_values` returns at once
    // (a trial: 1 ms a call at 10^6 positions, read per query): 18 lines.
    ("score_search", 438),
    ("wythoff", 80),
    ("nimber", 150),
    ("hackenbush", 200),
    ("octal", 270),
    // Issue 29: the flat-array NimExceptions (the sweep, a merge per size) took 13 lines more,
    // 166 in all; 6 of them had fitted in sprague_grundy's unused budget until its misère table
    // took 7 lines.
    ("huge_heap", 166),
    // Issue 30: Hopcroft–Karp (near-linear on every tree shape; Kuhn was quadratic on a broom).
    ("matching_game", 210),
    // Issue 30: every start on a path at once (cf-2013f2): two interval sweeps, 144 lines more.
    ("tree_tokens", 170),
];
const DEFAULT_BUDGET: usize = 150;
/// Modules that are not snippets: no size budget, and `unsafe` / `asm!` allowed.
pub const NOT_SNIPPETS: [&str; 1] = ["nimber_simd"];
/// Most lines of a snippet header, of a module's `//!` header and of its Status item.
pub const MAX_SNIPPET_HEADER: usize = 8;
pub const MAX_MODULE_HEADER: usize = 25;
pub const MAX_STATUS: usize = 3;

/// The budgets as the README lists them: `nim 60, ..., others 150` (its test checks them).
#[cfg(test)]
pub fn budget_list() -> String {
    let own = BUDGETS.iter().map(|(m, b)| format!("{} {}", m, b));
    let all: Vec<String> = own.chain([format!("others {}", DEFAULT_BUDGET)]).collect();
    all.join(", ")
}

/// The own budget of a module (`None` for modules that are not snippets).
pub fn budget(name: &str) -> Option<usize> {
    if NOT_SNIPPETS.contains(&name) {
        return None;
    }
    let b = BUDGETS.iter().find(|(m, _)| *m == name);
    Some(b.map_or(DEFAULT_BUDGET, |b| b.1))
}

/// The library: module names in `src/lib.rs` order and each module's processed source.
pub struct Library {
    pub names: Vec<String>,
    /// The names the library has at its root.
    pub roots: Roots,
    /// Source files read (`src/lib.rs` and every module): a bundle may never be written over one.
    pub files: Vec<PathBuf>,
    /// Processed (tests removed) with comments, and the modules each one uses.
    full: Vec<Processed>,
    /// The same without comments.
    compact: Vec<Processed>,
    /// The snippet header of each module, or why it cannot be read (the tests require it; a
    /// snippet without it has only its name).
    pub headers: Vec<Result<Header, String>>,
    /// The families of `src/lib.rs`'s docs, in order (empty for a library made from sources).
    pub families: Vec<Family>,
    /// Each module's block as rustfmt formats it, compact (`[0]`) and full (`[1]`): filled on
    /// demand, one rustfmt run for all the blocks a request lacks (a run costs about 20 ms, and
    /// `--sizes` needs every module).
    formatted: RefCell<[Vec<Option<String>>; 2]>,
}

/// The line between two modules' blocks in one rustfmt run (a comment, so rustfmt keeps it).
const NEXT_BLOCK: &str = "// cgt-bundle: the next module's block\n";

/// A family of modules as `src/lib.rs`'s docs list it: `- **Name** (entry points): [`m`], ...`.
pub struct Family {
    pub name: String,
    pub entries: String,
    pub modules: Vec<String>,
}

impl Library {
    /// Reads `src/lib.rs` and the modules it declares, from the repository root `root`.
    pub fn load(root: &Path) -> Result<Library, String> {
        let lib_path = root.join("src/lib.rs");
        let lib_rs = crate::read(&lib_path)?;
        let names = lib_modules(&lib_rs)?;
        let mut files = vec![lib_path];
        let mut sources = Vec::new();
        for name in &names {
            let path = root.join(format!("src/{}.rs", name));
            sources.push((format!("src/{}.rs", name), crate::read(&path)?));
            files.push(path);
        }
        let families = lib_families(&lib_rs, &names)?;
        let mut lib = Library::from_sources(names, &sources)?;
        lib.files = files;
        lib.families = families;
        Ok(lib)
    }

    /// Module `names[i]` has source `sources[i]` = (file name, text).
    pub fn from_sources(
        names: Vec<String>,
        sources: &[(String, String)],
    ) -> Result<Library, String> {
        let mut roots = Roots {
            modules: names.clone(),
            macros: Vec::new(),
            items: Vec::new(),
            moved: Vec::new(),
        };
        for (name, (what, src)) in names.iter().zip(sources) {
            for m in exported_macros(src).map_err(|e| format!("{}: {}", what, e))? {
                roots.macros.push((m, name.clone()));
            }
            let (items, moved) = public_items(src).map_err(|e| format!("{}: {}", what, e))?;
            roots.items.push(items);
            for (item, to) in moved {
                roots.moved.push((name.clone(), item, to));
            }
        }
        let (mut full, mut compact, mut headers) = (Vec::new(), Vec::new(), Vec::new());
        for (name, (what, src)) in names.iter().zip(sources) {
            let role = Role::Module(name.clone());
            full.push(process(src, what, &role, &roots, true)?);
            compact.push(process(src, what, &role, &roots, false)?);
            headers.push(Header::parse(src).map_err(|e| format!("{}: {}", what, e)));
        }
        Ok(Library {
            names,
            roots,
            files: Vec::new(),
            full,
            compact,
            headers,
            families: Vec::new(),
            formatted: RefCell::new([Vec::new(), Vec::new()]),
        })
    }

    pub fn index(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|n| n == name)
    }

    /// `roots` and every module they use, transitively, in `src/lib.rs` order.
    pub fn closure(&self, roots: &BTreeSet<String>) -> Vec<usize> {
        let mut seen = vec![false; self.names.len()];
        let mut stack: Vec<usize> = roots.iter().filter_map(|r| self.index(r)).collect();
        while let Some(i) = stack.pop() {
            if !seen[i] {
                seen[i] = true;
                stack.extend(self.full[i].uses.iter().filter_map(|r| self.index(r)));
            }
        }
        (0..self.names.len()).filter(|&i| seen[i]).collect()
    }

    /// Module `i` as a top-level item: its snippet header, then `mod name { ... }` (with all its
    /// docs and comments if `full`, else none).
    pub fn wrapped(&self, i: usize, full: bool) -> String {
        self.wrap(i, full, self.text(i, full), false)
    }

    /// Module `i`'s processed text (tests removed; comments too unless `full`).
    pub fn text(&self, i: usize, full: bool) -> &str {
        if full {
            &self.full[i].text
        } else {
            &self.compact[i].text
        }
    }

    /// Module `i` as [`wrapped`](Library::wrapped), with `body` for its text (`pruned`: some of
    /// its items left out, so some of its imports may be unused).
    pub fn wrap(&self, i: usize, full: bool, body: &str, pruned: bool) -> String {
        let header = match (&self.headers[i], full) {
            (_, true) => String::new(),
            (Ok(h), false) => h.snippet(&self.names[i]),
            (Err(_), false) => format!("// cgt::{}\n", self.names[i]),
        };
        let allow = if pruned {
            "dead_code, unused_imports"
        } else {
            "dead_code"
        };
        format!(
            "\n{}#[allow({})]\nmod {} {{\n{}\n}}\n",
            header,
            allow,
            self.names[i],
            body.trim()
        )
    }

    /// `--module NAME...`: the modules and those they use, each once, as sibling top-level `mod`s.
    pub fn module_block(&self, names: &[String], full: bool) -> Result<String, String> {
        for name in names {
            if self.index(name).is_none() {
                return Err(format!(
                    "unknown library module '{}' (src/lib.rs has: {})",
                    name,
                    self.names.join(", ")
                ));
            }
        }
        let mods = self.closure(&names.iter().cloned().collect());
        let mut text = "// scripts/bundle.sh --module: paste at the top level.\n".to_string();
        for block in self.formatted(&mods, full)? {
            text += "\n";
            text += &block;
        }
        Ok(text)
    }

    /// Every module's compact block formatted in one rustfmt run, ahead of many `module_block`s.
    pub fn format_every_module(&self) -> Result<(), String> {
        let every: Vec<usize> = (0..self.names.len()).collect();
        self.formatted(&every, false).map(|_| ())
    }

    /// The blocks of modules `mods`, formatted. rustfmt formats top-level items one by one, so a
    /// block formatted among others is the block formatted alone (a test compares the two).
    fn formatted(&self, mods: &[usize], full: bool) -> Result<Vec<String>, String> {
        let mut cache = self.formatted.borrow_mut();
        let cache = &mut cache[full as usize];
        cache.resize(self.names.len(), None);
        let missing: Vec<usize> = mods
            .iter()
            .copied()
            .filter(|&i| cache[i].is_none())
            .collect();
        if !missing.is_empty() {
            let mut text = String::new();
            for &i in &missing {
                text += NEXT_BLOCK;
                text += &self.wrapped(i, full);
            }
            let list: Vec<&str> = missing.iter().map(|&i| self.names[i].as_str()).collect();
            let out = crate::rustfmt(&text, &list.join(", "))?;
            let blocks: Vec<&str> = out.split(NEXT_BLOCK).skip(1).collect();
            assert_eq!(
                blocks.len(),
                missing.len(),
                "rustfmt kept every block apart"
            );
            for (&i, block) in missing.iter().zip(blocks) {
                cache[i] = Some(format!("{}\n", block.trim()));
            }
        }
        Ok(mods
            .iter()
            .map(|&i| cache[i].clone().expect("formatted"))
            .collect())
    }

    /// The block of the one module `name` (formatted), without the modules it uses.
    pub fn own_block(&self, name: &str, full: bool) -> Result<String, String> {
        let i = self
            .index(name)
            .ok_or_else(|| format!("unknown library module '{}'", name))?;
        Ok(self.formatted(&[i], full)?.remove(0))
    }

    /// The modules `name` brings along (without itself).
    pub fn brings(&self, name: &str) -> Vec<String> {
        let me = self.index(name);
        let roots = std::iter::once(name.to_string()).collect();
        let mods = self.closure(&roots).into_iter().filter(|&i| Some(i) != me);
        mods.map(|i| self.names[i].clone()).collect()
    }

    /// One row per module: name, compact lines, bytes, modules brought along, budget (own plus
    /// those of the modules brought along; `None`: not a snippet).
    pub fn sizes(&self) -> Result<Vec<SizeRow>, String> {
        self.format_every_module()?;
        let mut rows = Vec::new();
        for name in &self.names {
            let text = self.module_block(std::slice::from_ref(name), false)?;
            let brings = self.brings(name);
            let budget = std::iter::once(name)
                .chain(&brings)
                .map(|m| budget(m))
                .sum::<Option<usize>>();
            rows.push(SizeRow {
                name: name.clone(),
                lines: text.lines().count(),
                bytes: text.len(),
                brings,
                budget,
                text,
            });
        }
        Ok(rows)
    }

    /// Where the modules break the rules of the README ("Library modules"): a header in the fixed
    /// format (at most 25 lines; Status at most 3; snippet header at most 8), a compact snippet
    /// within its line budget and without `unsafe` or `asm!` (modules that are not snippets
    /// aside), no timings in the docs (they go to PERFORMANCE.md), and outcome functions named
    /// `first_player_wins` or `<variant>_first_player_wins`, never repeating the module's name.
    pub fn violations(&self, root: &Path) -> Result<Vec<String>, String> {
        let mut bad = Vec::new();
        for (name, h) in self.names.iter().zip(&self.headers) {
            let h = match h {
                Ok(h) => h,
                Err(e) => {
                    bad.push(e.clone());
                    continue;
                }
            };
            if h.doc_lines > MAX_MODULE_HEADER {
                bad.push(format!("{}: header of {} lines", name, h.doc_lines));
            }
            if h.item_lines("Status") > MAX_STATUS {
                bad.push(format!(
                    "{}: Status of {} lines",
                    name,
                    h.item_lines("Status")
                ));
            }
            let snippet = h.snippet(name).lines().count();
            if snippet > MAX_SNIPPET_HEADER {
                bad.push(format!("{}: snippet header of {} lines", name, snippet));
            }
        }
        for r in self.sizes()? {
            if let Some(b) = r.budget {
                if r.lines > b {
                    bad.push(format!(
                        "{}: snippet of {} lines, budget {}",
                        r.name, r.lines, b
                    ));
                }
                if r.text.contains("unsafe") || r.text.contains("asm!") {
                    bad.push(format!("{}: the snippet has unsafe or asm!", r.name));
                }
            }
        }
        for name in &self.names {
            let src = crate::read(&root.join(format!("src/{}.rs", name)))?;
            for (k, line) in src.lines().enumerate() {
                let at = format!("src/{}.rs:{}", name, k + 1);
                let t = line.trim_start();
                if t.starts_with("//") {
                    let words: Vec<&str> = t
                        .split(|c: char| !c.is_alphanumeric() && c != '_')
                        .collect();
                    for w in words.windows(2) {
                        let number = w[0].chars().last().map_or(false, |c| c.is_ascii_digit());
                        if number && ["ms", "ns", "µs"].contains(&w[1]) {
                            bad.push(format!("{}: a timing in the docs", at));
                        }
                    }
                } else if let Some(rest) = t.strip_prefix("pub fn ") {
                    let f = rest
                        .split(|c: char| !c.is_alphanumeric() && c != '_')
                        .next();
                    let f = f.unwrap_or_default();
                    let outcome = f.contains("wins") || f.contains("loses");
                    let scheme = f == "first_player_wins" || f.ends_with("_first_player_wins");
                    if outcome && (!scheme || f.starts_with(&format!("{}_", name))) {
                        bad.push(format!("{}: pub fn {} breaks the naming scheme", at, f));
                    }
                }
            }
        }
        Ok(bad)
    }

    /// The README's module tables (markdown), one per family of `src/lib.rs`, generated from the
    /// headers and the sizes.
    pub fn readme_table(&self) -> Result<String, String> {
        let sizes = self.sizes()?;
        let mut t = String::new();
        for f in &self.families {
            t += &format!("\n**{}** (entry points: {})\n\n", f.name, f.entries);
            t += "| Module | What it gives | Problems | Brings | Snippet lines (budget) |\n\
                  |---|---|---|---|---|\n";
            for m in &f.modules {
                let i = self.index(m).expect("a family module is a library module");
                t += &self.readme_row(&sizes[i], &self.headers[i])?;
            }
        }
        Ok(t)
    }

    /// One module's row of the README's module tables.
    fn readme_row(&self, row: &SizeRow, h: &Result<Header, String>) -> Result<String, String> {
        let h = h.as_ref()?;
        let problems = h.item("Problems").unwrap_or_default();
        Ok(format!(
            "| `{}` | {} | {} | {} | {} |\n",
            row.name,
            h.title.replace('|', "\\|"),
            problems.trim_end_matches('.').replace('|', "\\|"),
            if row.brings.is_empty() {
                "-".to_string()
            } else {
                row.brings.join(", ")
            },
            match row.budget {
                Some(b) => format!("{} ({})", row.lines, b),
                None => format!("{} (not a snippet)", row.lines),
            }
        ))
    }
}

pub struct SizeRow {
    pub name: String,
    pub lines: usize,
    pub bytes: usize,
    pub brings: Vec<String>,
    pub budget: Option<usize>,
    pub text: String,
}

/// A module's fixed header: the `//! # Title` line, an empty `//!` line, then a list of items
/// `//! - **Label:** text` (continued on lines `//!   text`) up to the next empty `//!` line.
/// Required items: `Theorem` or `Method`, `Complexity`, `Problems`, `Status`.
pub struct Header {
    pub title: String,
    /// (label as written, e.g. "Theorem (Bouton 1901)", lines of text)
    pub items: Vec<(String, Vec<String>)>,
    /// Number of `//!` lines at the top of the file.
    pub doc_lines: usize,
}

impl Header {
    pub fn parse(src: &str) -> Result<Header, String> {
        let docs: Vec<&str> = src
            .lines()
            .take_while(|l| l.starts_with("//!"))
            .map(|l| {
                l["//!".len()..]
                    .strip_prefix(' ')
                    .unwrap_or(&l["//!".len()..])
            })
            .collect();
        let format = "the module must open with `//! # Title`, an empty `//!` line and the items \
                      `//! - **Label:** text` (Theorem or Method, Complexity, Problems, Status)";
        let title = docs
            .first()
            .and_then(|l| l.strip_prefix("# "))
            .ok_or_else(|| format!("no title line; {}", format))?;
        if docs.get(1) != Some(&"") {
            return Err(format!("no empty line after the title; {}", format));
        }
        let mut items: Vec<(String, Vec<String>)> = Vec::new();
        for l in docs.iter().skip(2).take_while(|l| !l.is_empty()) {
            if let Some(item) = l.strip_prefix("- **") {
                let (label, text) = match item.split_once(":** ") {
                    Some((label, text)) => (label.to_string(), text),
                    // `- **Theorem** (Bouton 1901): text`
                    None => match item.split_once("** ").and_then(|(a, b)| {
                        let (note, text) = b.split_once(": ")?;
                        Some((format!("{} {}", a, note), text))
                    }) {
                        Some((label, text)) => (label, text),
                        None => return Err(format!("cannot read the item `{}`; {}", l, format)),
                    },
                };
                items.push((label, vec![text.to_string()]));
            } else if let (Some(rest), Some(last)) = (l.strip_prefix("  "), items.last_mut()) {
                last.1.push(rest.to_string());
            } else {
                return Err(format!("`{}` is not an item; {}", l, format));
            }
        }
        let h = Header {
            title: title.to_string(),
            items,
            doc_lines: docs.len(),
        };
        for need in ["Complexity", "Problems", "Status"] {
            if h.item(need).is_none() {
                return Err(format!("no `{}` item; {}", need, format));
            }
        }
        if h.item("Theorem").is_none() && h.item("Method").is_none() {
            return Err(format!("no `Theorem` or `Method` item; {}", format));
        }
        Ok(h)
    }

    /// The text of the first item whose label starts with `label`, on one line.
    pub fn item(&self, label: &str) -> Option<String> {
        let (_, lines) = self.items.iter().find(|(l, _)| l.starts_with(label))?;
        Some(lines.join(" "))
    }

    /// Lines of the item whose label starts with `label`.
    pub fn item_lines(&self, label: &str) -> usize {
        let it = self.items.iter().find(|(l, _)| l.starts_with(label));
        it.map_or(0, |(_, lines)| lines.len())
    }

    /// The header as `//` comments for a snippet: `// cgt::name: Title`, then one line per item
    /// line, without markdown emphasis or rustdoc link brackets.
    pub fn snippet(&self, name: &str) -> String {
        let mut out = format!("// cgt::{}: {}\n", name, plain(&self.title));
        for (label, lines) in &self.items {
            for (k, line) in lines.iter().enumerate() {
                if k == 0 {
                    out += &format!("// {}: {}\n", plain(label), plain(line));
                } else {
                    out += &format!("//   {}\n", plain(line));
                }
            }
        }
        out
    }
}

/// Markdown to plain text for a comment: `**` dropped, `[`x`]` links to `` `x` ``.
fn plain(s: &str) -> String {
    let s = s.replace("**", "");
    let mut out = String::new();
    let mut rest = s.as_str();
    while let Some(i) = rest.find("[`") {
        let close = rest[i..].find("`]").map(|j| i + j);
        match close {
            // Not followed by `(`: an intra-doc link, keep the code span only.
            Some(j) if !rest[j + 2..].starts_with('(') => {
                out += &rest[..i];
                out += &rest[i + 1..j + 1];
                rest = &rest[j + 2..];
            }
            _ => {
                out += &rest[..i + 2];
                rest = &rest[i + 2..];
            }
        }
    }
    out + rest
}

/// The names at the library's root: its modules and its `#[macro_export]` macros.
pub struct Roots {
    pub modules: Vec<String>,
    /// (macro, module defining it)
    pub macros: Vec<(String, String)>,
    /// The public top-level items of each module (same order as `modules`), its moved items'
    /// old paths included.
    pub items: Vec<BTreeSet<String>>,
    /// (module, item, module it moved to): a `pub use crate::to::item;` in `module`.
    pub moved: Vec<(String, String, String)>,
}

impl Roots {
    /// Where `cgt::module::item` is: the module (another one if the item moved there), or why
    /// there is no such item.
    pub fn item_home<'a>(&'a self, module: &'a str, item: &str) -> Result<&'a str, String> {
        let found = self.moved.iter().find(|(m, i, _)| m == module && i == item);
        if let Some((_, _, to)) = found {
            return Ok(to);
        }
        let i = match self.modules.iter().position(|m| m == module) {
            Some(i) => i,
            None => return Ok(module),
        };
        if self.items[i].is_empty() || self.items[i].contains(item) {
            return Ok(module);
        }
        let all: Vec<&str> = self.items[i].iter().map(|s| s.as_str()).collect();
        Err(format!(
            "cgt::{} has no public item `{}` (it has: {})",
            module,
            item,
            all.join(", ")
        ))
    }

    /// The module that `crate::name` / `cgt::name` needs.
    pub fn owner(&self, name: &str) -> Option<&str> {
        if let Some(m) = self.modules.iter().find(|m| *m == name) {
            return Some(m);
        }
        self.macros
            .iter()
            .find(|(mac, _)| mac == name)
            .map(|(_, m)| m.as_str())
    }
}

/// A module's public item names, and its moved items as (name, module it moved to).
type PublicItems = (BTreeSet<String>, Vec<(String, String)>);

/// The public top-level items of a module (`pub fn`, `struct`, `enum`, `trait`, `type`, `const`,
/// `static`, `mod`, `union`, and the names a `pub use` brings), and its moved items: (name, module)
/// for each name of a top-level `pub use crate::module::...;`.
fn public_items(src: &str) -> Result<PublicItems, String> {
    let l = lex(src)?;
    let s: Vec<usize> = (0..l.tokens.len())
        .filter(|&i| !l.tokens[i].is_comment())
        .collect();
    let at = |k: usize, t: &str| k < s.len() && l.is(s[k], t);
    let word = |k: usize| (k < s.len()).then(|| l.text(&l.tokens[s[k]]));
    let (mut items, mut moved, mut depth) = (BTreeSet::new(), Vec::new(), 0usize);
    for k in 0..s.len() {
        if at(k, "{") {
            depth += 1;
        } else if at(k, "}") {
            depth = depth.saturating_sub(1);
        }
        if depth != 0 || !at(k, "pub") || at(k + 1, "(") {
            continue;
        }
        let mut q = k + 1;
        while at(q, "unsafe")
            || at(q, "async")
            || at(q, "extern")
            || (at(q, "const") && at(q + 1, "fn"))
        {
            q += 1;
        }
        if at(q, "use") {
            let (paths, _) = crate::process::use_paths(&l, &s, q + 1);
            for (segs, alias) in paths {
                let name = alias.or_else(|| segs.last().cloned()).unwrap_or_default();
                if segs.first().map_or(false, |f| f == "crate") && segs.len() >= 3 {
                    moved.push((name.clone(), segs[1].clone()));
                }
                items.insert(name);
            }
        } else if [
            "fn", "struct", "enum", "trait", "type", "const", "static", "mod", "union",
        ]
        .iter()
        .any(|kw| at(q, kw))
        {
            if let Some(name) = word(q + 1) {
                items.insert(name);
            }
        }
    }
    Ok((items, moved))
}

/// Names of the `#[macro_export] macro_rules!` macros of a module (they live at the crate root).
fn exported_macros(src: &str) -> Result<Vec<String>, String> {
    let l = lex(src)?;
    let s: Vec<usize> = (0..l.tokens.len())
        .filter(|&i| !l.tokens[i].is_comment())
        .collect();
    let at = |k: usize, t: &str| k < s.len() && l.is(s[k], t);
    let mut names = Vec::new();
    for k in 0..s.len() {
        if at(k, "#") && at(k + 1, "[") && at(k + 2, "macro_export") {
            if let Some(q) = (k..s.len()).find(|&q| at(q, "macro_rules") && at(q + 1, "!")) {
                if q + 2 < s.len() {
                    names.push(l.text(&l.tokens[s[q + 2]]));
                }
            }
        }
    }
    Ok(names)
}

/// The `pub mod name;` declarations of `src/lib.rs`: the modules a binary can use. (A private
/// `mod` there is glue behind a cargo feature, such as the proconio source impl, never bundled.)
/// The families that `src/lib.rs`'s docs list (`//! - **Name** (entry points): [`m`], ...`, an
/// item continued on lines `//!   ...`). They must name every module once, in the order of the
/// `pub mod` lines, and each family's `pub mod` lines follow a comment `// Family: Name`.
pub fn lib_families(lib_rs: &str, names: &[String]) -> Result<Vec<Family>, String> {
    let mut items: Vec<String> = Vec::new();
    for line in lib_rs.lines().take_while(|l| l.starts_with("//!")) {
        let text = line["//!".len()..].trim_start();
        if text.starts_with("- **") {
            items.push(text.to_string());
        } else if line.starts_with("//!   ") && !items.is_empty() {
            let last = items.last_mut().expect("an item");
            *last += " ";
            *last += text;
        }
    }
    let bad = |what: &str| {
        format!(
            "src/lib.rs: {} (docs: `//! - **Name** (entry points): [`module`], ...`)",
            what
        )
    };
    let mut families = Vec::new();
    for item in &items {
        let rest = &item["- **".len()..];
        let (name, rest) = rest.split_once("** (").ok_or_else(|| bad(item))?;
        let (entries, list) = rest.split_once("): ").ok_or_else(|| bad(item))?;
        let modules = list
            .split("[`")
            .skip(1)
            .map(|m| m.split('`').next().unwrap_or_default().to_string())
            .collect();
        families.push(Family {
            name: name.to_string(),
            entries: entries.to_string(),
            modules,
        });
    }
    let listed: Vec<String> = families.iter().flat_map(|f| f.modules.clone()).collect();
    if listed != names {
        return Err(bad(
            "the family list must name every module once, in the order of the `pub mod` lines",
        ));
    }
    let sections: Vec<&str> = lib_rs
        .lines()
        .filter_map(|l| l.strip_prefix("// Family: "))
        .collect();
    let want: Vec<&str> = families.iter().map(|f| f.name.as_str()).collect();
    if sections != want {
        return Err(bad(
            "the `// Family: Name` comments must follow the docs' families",
        ));
    }
    Ok(families)
}

pub fn lib_modules(lib_rs: &str) -> Result<Vec<String>, String> {
    let l = lex(lib_rs).map_err(|e| format!("src/lib.rs: {}", e))?;
    let s: Vec<usize> = (0..l.tokens.len())
        .filter(|&i| !l.tokens[i].is_comment())
        .collect();
    let mut names = Vec::new();
    for k in 1..s.len().saturating_sub(2) {
        if l.is(s[k - 1], "pub")
            && l.is(s[k], "mod")
            && l.tokens[s[k + 1]].kind == Kind::Ident
            && l.is(s[k + 2], ";")
        {
            names.push(l.text(&l.tokens[s[k + 1]]));
        }
    }
    if names.is_empty() {
        return Err("src/lib.rs declares no modules".to_string());
    }
    Ok(names)
}
