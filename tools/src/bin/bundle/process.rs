//! Scanning and rewriting one source (a binary, a library module or the stand-in) on its tokens.

use crate::lex::{self, lex, Code, Kind, Lexed};
use crate::library::Roots;
use std::collections::BTreeSet;

/// What the stand-in provides under `proconio::`.
const PROCONIO_ITEMS: [&str; 4] = ["input", "input_once", "is_stdin_empty", "marker"];
const PROCONIO_MARKERS: [&str; 6] = ["Chars", "Bytes", "Usize1", "Isize1", "*", "self"];

/// What a source is, which decides what is scanned and rewritten.
pub enum Role {
    /// A problem binary: `cgt::` paths are the dependencies and become `crate::`; `proconio::`
    /// paths become `crate::proconio_lite::` unless `atcoder`.
    Binary { atcoder: bool },
    /// Library module `name`: `crate::` / `$crate::` / crate-level `super::` paths are the
    /// dependencies; nothing is rewritten.
    Module(String),
    /// The proconio stand-in: only tests and comments are removed.
    StandIn,
}

/// A source with tests (and maybe comments) removed and paths rewritten.
#[derive(Debug)]
pub struct Processed {
    pub text: String,
    /// Library modules used.
    pub uses: BTreeSet<String>,
    /// Some `proconio::` path occurs.
    pub uses_proconio: bool,
    /// Every identifier of the code (outside comments, strings and tests).
    pub idents: BTreeSet<String>,
    /// Some `input!` or `input_once!` reads stdin (has no `from`).
    pub reads_stdin: bool,
    /// The stand-in's optional forms the `input!` / `input_once!` calls may use (conservatively):
    /// `mut` (a `mut` not after `&`: a pattern), `tuple` (a parenthesis inside), `len_first` (a
    /// bracket without a `;` directly inside, as in `[T]`), `path` (a `::`: a kind may be a path).
    pub input_forms: BTreeSet<String>,
}

/// Replace chars `start..end` of the source by `text`.
struct Edit {
    start: usize,
    end: usize,
    text: String,
}

pub fn process(
    src: &str,
    what: &str,
    role: &Role,
    roots: &Roots,
    keep_docs: bool,
) -> Result<Processed, String> {
    let l = lex(src).map_err(|e| format!("{}: {}", what, e))?;
    let mut edits: Vec<Edit> = Vec::new();
    // Test items go first, and in a module the re-exports that keep a moved item's old path (the
    // bundle has the item under its new path, and needs no other module for it); everything inside
    // them is ignored from here on.
    let removed = removed_ranges(&l, matches!(role, Role::Module(_)));
    let mut in_removed = vec![false; l.tokens.len()];
    for &(a, b) in &removed {
        for r in &mut in_removed[a..=b] {
            *r = true;
        }
        edits.push(Edit {
            start: l.tokens[a].start,
            end: l.tokens[b].end,
            text: String::new(),
        });
    }
    if !keep_docs {
        for t in &l.tokens {
            if t.is_comment() {
                // A comment alone on its line goes with the line; a block comment between two
                // tokens leaves a space.
                let mut start = t.start;
                while start > 0 && matches!(l.chars[start - 1], ' ' | '\t') {
                    start -= 1;
                }
                let alone = start == 0 || l.chars[start - 1] == '\n';
                let mut end = t.end;
                if alone
                    && l.chars[end..]
                        .iter()
                        .take_while(|&&c| c != '\n')
                        .all(|c| c.is_whitespace())
                {
                    end = l.chars[end..]
                        .iter()
                        .position(|&c| c == '\n')
                        .map_or(l.chars.len(), |p| end + p + 1);
                    edits.push(Edit {
                        start,
                        end,
                        text: String::new(),
                    });
                } else {
                    edits.push(Edit {
                        start: t.start,
                        end: t.end,
                        text: if l.chars[t.start + 1] == '*' { " " } else { "" }.to_string(),
                    });
                }
            }
        }
    }
    // The code that stays: non-comment tokens outside test items.
    let s: Vec<usize> = (0..l.tokens.len())
        .filter(|&i| !l.tokens[i].is_comment() && !in_removed[i])
        .collect();
    let idents: BTreeSet<String> = s
        .iter()
        .filter(|&&i| l.tokens[i].kind == Kind::Ident)
        .map(|&i| l.text(&l.tokens[i]))
        .collect();
    let mut uses = BTreeSet::new();
    let mut uses_proconio = false;
    let mut globbed = BTreeSet::new();
    let at = |k: usize, t: &str| k < s.len() && l.is(s[k], t);
    // A `::` before `k` that starts the path (`::cgt::nim`, in edition 2018+ the same as
    // `cgt::nim`), not one inside a path (`a::cgt`, `<T>::cgt`; but `=> ::cgt`, `-> ::cgt`).
    let leading = |k: usize| {
        k >= 1
            && at(k - 1, "::")
            && (k == 1 || {
                let t = &l.tokens[s[k - 2]];
                let word = l.text(t);
                let arrow = word == ">" && k >= 3 && (at(k - 3, "=") || at(k - 3, "-"));
                (t.kind == Kind::Punct && (word != ">" || arrow))
                    || [
                        "use", "return", "in", "if", "while", "match", "else", "mut", "break",
                    ]
                    .contains(&word.as_str())
            })
    };
    let path_start = |k: usize| at(k + 1, "::") && (k == 0 || !at(k - 1, "::") || leading(k));
    // The first token of the path at `k`: its leading `::` if it has one.
    let path_first = |k: usize| if leading(k) { k - 1 } else { k };
    let add_use = |name: &str, k: usize, uses: &mut BTreeSet<String>| -> Result<(), String> {
        if name == "*" {
            uses.extend(roots.modules.iter().cloned());
        } else if let Some(m) = roots.owner(name) {
            uses.insert(m.to_string());
        } else if !name.is_empty() && name != "self" {
            return Err(format!(
                "{} {}: `{}` is neither a module declared in src/lib.rs nor an exported macro \
                 (the bundler inlines whole modules, so refer to items through their module)",
                what,
                lex::describe(&l, s[k]),
                name
            ));
        }
        Ok(())
    };
    match role {
        Role::Binary { atcoder } => {
            let mut depth = 0usize;
            let mut skip_until = 0;
            for k in 0..s.len() {
                if at(k, "{") {
                    depth += 1;
                } else if at(k, "}") {
                    depth = depth.saturating_sub(1);
                } else if at(k, "mod") && at(k + 2, ";") {
                    // `#[path = "..."] mod common;` would stay in the bundle and read a file the
                    // judge does not have.
                    return Err(format!(
                        "{} {}: `mod {};` reads another file, which a bundle does not carry: \
                         paste that module into the source as `mod {} {{ ... }}`",
                        what,
                        lex::describe(&l, s[k]),
                        l.text(&l.tokens[s[k + 1]]),
                        l.text(&l.tokens[s[k + 1]])
                    ));
                }
                if k < skip_until {
                    continue;
                }
                // A `use cgt::...;` at the top level: the library modules are top-level items of
                // the bundle, so importing one under its own name would define it twice. Such
                // imports are dropped and the other paths rewritten, one `use` each.
                let private = k == 0 || !(at(k - 1, "pub") || at(k - 1, ")"));
                let c = if at(k + 1, "::") { k + 2 } else { k + 1 };
                if depth == 0 && private && at(k, "use") && at(c, "cgt") && at(c + 1, "::") {
                    let (paths, end) = use_tree(&l, &s, c);
                    if !at(end, ";") {
                        return Err(format!(
                            "{} {}: cannot read this use declaration",
                            what,
                            lex::describe(&l, s[k])
                        ));
                    }
                    let mut text = String::new();
                    for (mut segs, alias) in paths {
                        segs.remove(0);
                        if segs.len() > 1 && segs[segs.len() - 1] == "self" {
                            segs.pop();
                        }
                        if segs.len() >= 2 && segs[1] != "*" {
                            let home = roots.item_home(&segs[0], &segs[1]).map_err(|e| {
                                format!("{} {}: {}", what, lex::describe(&l, s[k]), e)
                            })?;
                            segs[0] = home.to_string();
                        } else if segs.len() == 2 && globbed.insert(segs[0].clone()) {
                            // A glob brings the module's moved items too: those the code names
                            // (so an unused one does not bundle its new home), from their new
                            // homes through a glob of their own, which an explicit import or a
                            // definition of the same name overrides, as it does the original.
                            let named: Vec<_> = (roots.moved.iter())
                                .filter(|m| m.0 == segs[0] && idents.contains(&m.1))
                                .collect();
                            if !named.is_empty() {
                                text += &format!(
                                    "#[allow(unused_imports)]\nuse crate::cgt_moved_from_{0}::*;\n\
                                     #[allow(unused_imports)]\nmod cgt_moved_from_{0} {{\n",
                                    segs[0]
                                );
                            }
                            for (_, item, to) in &named {
                                add_use(to, k, &mut uses)?;
                                text += &format!("    pub use crate::{}::{};\n", to, item);
                            }
                            if !named.is_empty() {
                                text += "}\n";
                            }
                        }
                        add_use(segs.first().map_or("", |x| x.as_str()), k, &mut uses)?;
                        let own_name =
                            segs.len() == 1 && alias.as_ref().map_or(true, |a| *a == segs[0]);
                        if own_name || segs.is_empty() || segs == ["*"] {
                            continue;
                        }
                        text += &format!("use crate::{}", segs.join("::"));
                        if let Some(a) = alias {
                            text += &format!(" as {}", a);
                        }
                        text += ";\n";
                    }
                    edits.push(Edit {
                        start: l.tokens[s[k]].start,
                        end: l.tokens[s[end]].end,
                        text,
                    });
                    skip_until = end + 1;
                    continue;
                }
                if at(k, "extern") && at(k + 1, "crate") && at(k + 3, ";") {
                    let krate = l.text(&l.tokens[s[k + 2]]);
                    if krate == "cgt" || (krate == "proconio" && !atcoder) {
                        edits.push(Edit {
                            start: l.tokens[s[k]].start,
                            end: l.tokens[s[k + 3]].end,
                            text: String::new(),
                        });
                    }
                }
                if at(k, "cgt") && path_start(k) {
                    // `cgt::module::item...`: through the item's module (a moved item's new one).
                    let mut edit = (k, "crate".to_string());
                    for p in use_tree(&l, &s, k + 2).0 {
                        let mut first = p.0.first().map_or("", |x| x.as_str());
                        if p.0.len() >= 2 && p.0[1] != "*" && p.0[1] != "self" {
                            let home = roots.item_home(first, &p.0[1]).map_err(|e| {
                                format!("{} {}: {}", what, lex::describe(&l, s[k]), e)
                            })?;
                            if home != first {
                                edit = (k + 2, format!("crate::{}", home));
                            }
                            first = home;
                        }
                        add_use(first, k, &mut uses)?;
                    }
                    edits.push(Edit {
                        start: l.tokens[s[path_first(k)]].start,
                        end: l.tokens[s[edit.0]].end,
                        text: edit.1,
                    });
                }
                if at(k, "proconio") && path_start(k) {
                    uses_proconio = true;
                    if !atcoder {
                        for (p, _) in use_tree(&l, &s, k + 2).0 {
                            let ok = match p.len() {
                                1 => PROCONIO_ITEMS.contains(&p[0].as_str()),
                                2 => p[0] == "marker" && PROCONIO_MARKERS.contains(&p[1].as_str()),
                                _ => false,
                            };
                            if !ok {
                                // `#[fastout]`'s job is a buffered stdout: say how without it.
                                let instead = match p.join("::").as_str() {
                                    "fastout" => {
                                        "; instead of #[fastout], write through one \
                                                  std::io::BufWriter on stdout.lock()"
                                    }
                                    _ => "",
                                };
                                return Err(format!(
                                    "{} {}: proconio::{} is not provided by the bundled stand-in \
                                     (it has input!, input_once!, is_stdin_empty() and \
                                     marker::{{Chars, Bytes, Usize1, Isize1}}); use --atcoder for \
                                     a judge that has proconio{}",
                                    what,
                                    lex::describe(&l, s[k]),
                                    p.join("::"),
                                    instead
                                ));
                            }
                        }
                        edits.push(Edit {
                            start: l.tokens[s[path_first(k)]].start,
                            end: l.tokens[s[k]].end,
                            text: "crate::proconio_lite".to_string(),
                        });
                    }
                }
            }
        }
        Role::Module(me) => {
            // Count the `mod x {` blocks we are in, to know which `super` is the crate root.
            let mut braces: Vec<bool> = Vec::new();
            for k in 0..s.len() {
                if at(k, "{") {
                    braces.push(k >= 2 && at(k - 2, "mod"));
                } else if at(k, "}") {
                    braces.pop();
                } else if at(k, "mod") && at(k + 2, ";") {
                    return Err(format!(
                        "{} {}: out-of-line submodules are not supported by the bundler",
                        what,
                        lex::describe(&l, s[k])
                    ));
                }
                let mut tail = None;
                if at(k, "crate") && at(k + 1, "::") {
                    tail = Some(k + 2);
                } else if at(k, "super") && !(k > 0 && at(k - 1, "::")) {
                    let mut q = k;
                    let mut supers = 0;
                    while at(q, "super") && at(q + 1, "::") {
                        supers += 1;
                        q += 2;
                    }
                    let depth = braces.iter().filter(|&&m| m).count();
                    if supers == depth + 1 {
                        tail = Some(q);
                    }
                }
                if let Some(t) = tail {
                    for p in use_tree(&l, &s, t).0 {
                        let first = p.0.first().map_or("", |x| x.as_str());
                        if first != me {
                            add_use(first, k, &mut uses)?;
                        }
                    }
                }
            }
            uses.remove(me);
        }
        Role::StandIn => {}
    }
    // At equal starts the longer edit wins (a test item starting with its doc comment). A removal
    // that starts inside an earlier one and goes on (an indented test item whose doc comment's
    // line was removed with the comment) removes the rest.
    edits.sort_by_key(|e| (e.start, std::cmp::Reverse(e.end)));
    let mut text = String::new();
    let mut pos = 0;
    for e in &edits {
        if e.start < pos && (e.end <= pos || !e.text.is_empty()) {
            continue; // inside an earlier removal
        }
        let start = e.start.max(pos);
        text.extend(&l.chars[pos..start]);
        text += &e.text;
        pos = e.end;
    }
    text.extend(&l.chars[pos..]);
    let reads_stdin = (0..s.len()).any(|k| {
        let invocation = (at(k, "input") || at(k, "input_once")) && at(k + 1, "!");
        let open = at(k + 2, "{") || at(k + 2, "(") || at(k + 2, "[");
        invocation && open && !at(k + 3, "from")
    });
    let mut input_forms = BTreeSet::new();
    for k in 0..s.len() {
        if !((at(k, "input") || at(k, "input_once")) && at(k + 1, "!")) {
            continue;
        }
        // Open brackets of the call: (is `[`, a `;` directly inside).
        let mut open: Vec<(bool, bool)> = Vec::new();
        for q in k + 2..s.len() {
            if at(q, "{") || at(q, "(") || at(q, "[") {
                if at(q, "(") && !open.is_empty() {
                    input_forms.insert("tuple".to_string());
                }
                open.push((at(q, "["), false));
            } else if at(q, "}") || at(q, ")") || at(q, "]") {
                if open.pop() == Some((true, false)) {
                    input_forms.insert("len_first".to_string());
                }
                if open.is_empty() {
                    break;
                }
            } else if at(q, ";") {
                if let Some(top) = open.last_mut() {
                    top.1 = true;
                }
            } else if at(q, "mut") && !at(q - 1, "&") {
                input_forms.insert("mut".to_string());
            } else if at(q, "::") {
                input_forms.insert("path".to_string());
            }
        }
    }
    Ok(Processed {
        text,
        uses,
        uses_proconio,
        idents,
        reads_stdin,
        input_forms,
    })
}

/// One path of a use tree: its segments and its `as` alias.
pub type UsePath = (Vec<String>, Option<String>);

/// The paths of the use tree at code token `s[k]` (see [`use_tree`]).
pub fn use_paths(l: &Lexed, s: &[usize], k: usize) -> (Vec<UsePath>, usize) {
    use_tree(l, s, k)
}

/// The paths of a use tree (or of a plain path) starting at code token `s[k]`, as segment lists:
/// `a::{b as c, d::{e, *}}` gives `[a, b] as c`, `[a, d, e]`, `[a, d, *]`; returns also the
/// position after it.
fn use_tree(l: &Lexed, s: &[usize], k: usize) -> (Vec<UsePath>, usize) {
    if k >= s.len() {
        return (vec![(Vec::new(), None)], k);
    }
    let t = &l.tokens[s[k]];
    if t.kind == Kind::Ident {
        let name = l.text(t);
        if k + 2 < s.len() && l.is(s[k + 1], "::") {
            let next = &l.tokens[s[k + 2]];
            if next.kind == Kind::Ident || l.is(s[k + 2], "{") || l.is(s[k + 2], "*") {
                let (mut paths, end) = use_tree(l, s, k + 2);
                for p in &mut paths {
                    p.0.insert(0, name.clone());
                }
                return (paths, end);
            }
        }
        if k + 2 < s.len() && l.is(s[k + 1], "as") {
            let alias = l.text(&l.tokens[s[k + 2]]);
            return (vec![(vec![name], Some(alias))], k + 3);
        }
        (vec![(vec![name], None)], k + 1)
    } else if l.is(s[k], "*") {
        (vec![(vec!["*".to_string()], None)], k + 1)
    } else if l.is(s[k], "{") {
        let mut paths = Vec::new();
        let mut q = k + 1;
        while q < s.len() && !l.is(s[q], "}") {
            if l.is(s[q], ",") {
                q += 1;
                continue;
            }
            let (sub, end) = use_tree(l, s, q);
            paths.extend(sub);
            // Past anything unexpected, up to the next item.
            q = end.max(q + 1);
            while q < s.len() && !l.is(s[q], ",") && !l.is(s[q], "}") {
                q += 1;
            }
        }
        (paths, q + 1)
    } else {
        (vec![(Vec::new(), None)], k)
    }
}

/// Token ranges (inclusive, into `l.tokens`) of the items marked `#[cfg(test)]`, and with
/// `moved` of the top-level `pub use crate::...;` re-exports (a moved item's old path), each with
/// the attributes and doc comments attached to it.
fn removed_ranges(l: &Lexed, moved: bool) -> Vec<(usize, usize)> {
    let c = Code::new(l);
    let s = &c.s;
    let at = |k: usize, t: &str| c.at(k, t);
    let mut ranges: Vec<(usize, usize)> = Vec::new();
    let pattern = ["#", "[", "cfg", "(", "test", ")", "]"];
    let re_export = ["pub", "use", "crate", "::"];
    let (mut k, mut depth) = (0, 0usize);
    while k < s.len() {
        let test = pattern.iter().enumerate().all(|(j, p)| at(k + j, p));
        let is_moved =
            moved && depth == 0 && re_export.iter().enumerate().all(|(j, p)| at(k + j, p));
        if !test && !is_moved {
            if at(k, "{") {
                depth += 1;
            } else if at(k, "}") {
                depth = depth.saturating_sub(1);
            }
            k += 1;
            continue;
        }
        // Back over attributes and comments attached before it.
        let mut first = k;
        while first >= 1 && at(first - 1, "]") {
            let mut depth = 0;
            let mut q = first - 1;
            loop {
                if at(q, "]") {
                    depth += 1;
                } else if at(q, "[") {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                if q == 0 {
                    break;
                }
                q -= 1;
            }
            if q >= 1 && at(q, "[") && at(q - 1, "#") {
                first = q - 1;
            } else {
                break;
            }
        }
        let mut start = s[first];
        while start > 0 && matches!(l.tokens[start - 1].kind, Kind::Comment | Kind::OuterDoc) {
            start -= 1;
        }
        // Forward over further attributes, then the item.
        let e = c.skip_attributes(if test { k + pattern.len() } else { k });
        let v = c.skip_visibility(e);
        let (end, _) = c.item_end(e, v);
        ranges.push((start, s[end]));
        k = end + 1;
    }
    ranges
}

/// The names a source defines at its top level in the type namespace (`mod`, `struct`, `enum`,
/// `union`, `trait`, `type`: those a top-level `mod` of the same name collides with), each with
/// where it is (`line N`).
pub fn top_level_types(src: &str) -> Result<Vec<(String, String)>, String> {
    let l = lex(src)?;
    let c = Code::new(&l);
    let mut names = Vec::new();
    let mut depth = 0usize;
    for k in 0..c.s.len() {
        if c.at(k, "{") || c.at(k, "(") || c.at(k, "[") {
            depth += 1;
        } else if c.at(k, "}") || c.at(k, ")") || c.at(k, "]") {
            depth = depth.saturating_sub(1);
        } else if depth == 0
            && ["mod", "struct", "enum", "union", "trait", "type"]
                .iter()
                .any(|kw| c.at(k, kw))
            && k + 1 < c.s.len()
            && l.tokens[c.s[k + 1]].kind == Kind::Ident
        {
            names.push((l.text(&l.tokens[c.s[k + 1]]), lex::describe(&l, c.s[k])));
        }
    }
    Ok(names)
}
