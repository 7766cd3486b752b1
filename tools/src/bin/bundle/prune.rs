//! Item-level pruning: a bundle keeps only the library items its code reaches.
//!
//! Each library module of a bundle is split into its top-level items (each with its attributes
//! and the comments before it) and the members of its inherent `impl` blocks. Reaching is by name,
//! a fixed point rather than name resolution: it starts from every identifier of the code that
//! is not the library's (the binary, the input stand-in) and keeps
//! - an item (`fn`, `struct`, `enum`, `const`, `mod`, ...) whose name occurs in kept code;
//! - a trait whose name or one of whose items' names occurs (a method call needs the trait in
//!   scope, not its name);
//! - an inherent `impl` whose self type is kept, and of it each member whose name occurs;
//! - a trait `impl` whose self type and trait are kept or not the library's;
//! - of a `use` of the library (`crate::`, `super::`, `self::`), the paths whose last name occurs
//!   (the rest of the `use` is rewritten as one `use` per path); any other `use` whole;
//! - anything the splitter does not know, whole;
//!
//! and adds every identifier of what it keeps. It keeps too much (every item named `new` once
//! some `new` occurs), never too little: the bundles of every problem compile and pass their cases
//! (`scripts/check_bundles.sh`). A glob import of the library (`use crate::m::*`) turns pruning
//! off, as does `--whole-modules`. A module with nothing kept is left out of the bundle, unless
//! the binary names it.

use crate::lex::{lex, Code, Kind};
use std::collections::BTreeSet;

/// A library module: its name and its processed text (tests, maybe comments, removed).
pub struct Module<'a> {
    pub name: &'a str,
    pub text: &'a str,
}

/// What decides whether a piece stays.
enum Rule {
    /// Always (an inner attribute, something the splitter does not know).
    Always,
    /// When one of its names occurs.
    Named,
    /// A trait `impl`: when one of the library's names of its self type occurs (or it has none),
    /// and all of its trait's do.
    TraitImpl {
        self_names: Vec<String>,
        trait_names: Vec<String>,
    },
    /// An inherent `impl`: when one of the library's names of its self type occurs. Its members
    /// are pieces of their own, [`Rule::Member`].
    Inherent { self_names: Vec<String> },
    /// A member of the inherent `impl` piece `parent`: when that stays and its name occurs.
    Member { parent: usize },
    /// A `use`: path by path ([`Leaf`]); `head` is the text before `use` (attributes,
    /// visibility), repeated for each path kept when some go.
    Use { head: String, leaves: Vec<Leaf> },
}

/// One path of a `use` tree.
struct Leaf {
    segs: Vec<String>,
    alias: Option<String>,
    /// Starts at `crate`, `super` or `self`: kept only when its name occurs.
    library: bool,
    kept: bool,
}

impl Leaf {
    /// The name the path brings into scope.
    fn name(&self) -> &str {
        if let Some(a) = &self.alias {
            return a;
        }
        let n = self.segs.len();
        if n >= 2 && self.segs[n - 1] == "self" {
            &self.segs[n - 2]
        } else {
            self.segs.last().map_or("", |s| s.as_str())
        }
    }

    fn text(&self) -> String {
        let mut segs = self.segs.clone();
        if segs.len() >= 2 && segs.last().map_or(false, |s| s == "self") {
            segs.pop();
        }
        let alias = self
            .alias
            .as_ref()
            .map_or(String::new(), |a| format!(" as {}", a));
        format!("use {}{};", segs.join("::"), alias)
    }
}

/// A top-level item of a module or a member of an inherent `impl`: chars `start..end` of the
/// module's text.
struct Piece {
    module: usize,
    start: usize,
    end: usize,
    names: Vec<String>,
    /// The identifiers it adds when kept (an inherent `impl`: those outside its members).
    idents: Vec<String>,
    rule: Rule,
    kept: bool,
}

/// The identifiers of `text` outside comments and literals.
pub fn idents(text: &str) -> Result<BTreeSet<String>, String> {
    let l = lex(text)?;
    Ok(l.tokens
        .iter()
        .filter(|t| t.kind == Kind::Ident)
        .map(|t| l.text(t))
        .collect())
}

/// The modules' texts with what `roots` does not reach removed (`None`: the module is left out);
/// `named` are the modules the binary names, never left out. `Ok(None)` where pruning is off (a
/// glob import of the library).
pub fn prune(
    roots: &BTreeSet<String>,
    modules: &[Module],
    named: &BTreeSet<String>,
) -> Result<Option<Vec<Option<String>>>, String> {
    let mut lexed = Vec::new();
    let mut pieces: Vec<Piece> = Vec::new();
    for (m, module) in modules.iter().enumerate() {
        let l = lex(module.text).map_err(|e| format!("{}: {}", module.name, e))?;
        let code = Code::new(&l);
        split(&code, m, 0, code.s.len(), None, &mut pieces);
        lexed.push(l);
    }
    for p in &pieces {
        if let Rule::Use { leaves, .. } = &p.rule {
            if leaves
                .iter()
                .any(|f| f.library && f.segs.iter().any(|s| s == "*"))
            {
                return Ok(None);
            }
        }
    }
    let local: BTreeSet<String> = pieces.iter().flat_map(|p| p.names.clone()).collect();
    let only_local = |v: &mut Vec<String>| v.retain(|n| local.contains(n));
    for p in &mut pieces {
        match &mut p.rule {
            Rule::TraitImpl {
                self_names,
                trait_names,
            } => {
                only_local(self_names);
                only_local(trait_names);
            }
            Rule::Inherent { self_names } => only_local(self_names),
            _ => {}
        }
    }
    let mut names = roots.clone();
    loop {
        let mut changed = false;
        for i in 0..pieces.len() {
            if pieces[i].kept {
                continue;
            }
            if let Rule::Use { leaves, .. } = &mut pieces[i].rule {
                for f in leaves.iter_mut().filter(|f| !f.kept) {
                    if !f.library || names.contains(f.name()) {
                        f.kept = true;
                        names.extend(f.segs.iter().cloned());
                        names.extend(f.alias.iter().cloned());
                        changed = true;
                    }
                }
                continue;
            }
            let occurs = |v: &[String]| v.iter().any(|n| names.contains(n));
            let p = &pieces[i];
            let keep = match &p.rule {
                Rule::Always => true,
                Rule::Named => occurs(&p.names),
                Rule::TraitImpl {
                    self_names,
                    trait_names,
                } => {
                    (self_names.is_empty() || occurs(self_names))
                        && trait_names.iter().all(|n| names.contains(n))
                }
                Rule::Inherent { self_names } => self_names.is_empty() || occurs(self_names),
                Rule::Member { parent } => {
                    pieces[*parent].kept && (p.names.is_empty() || occurs(&p.names))
                }
                Rule::Use { .. } => false,
            };
            if keep {
                let p = &mut pieces[i];
                p.kept = true;
                names.extend(p.names.iter().cloned());
                names.extend(p.idents.iter().cloned());
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // A module keeps its place when something other than a `use` or an inner attribute stays.
    let present: Vec<bool> = (0..modules.len())
        .map(|m| {
            named.contains(modules[m].name)
                || pieces.iter().any(|p| {
                    p.module == m && p.kept && !matches!(p.rule, Rule::Always | Rule::Use { .. })
                })
        })
        .collect();
    let gone = |f: &Leaf| {
        f.library
            && f.segs.len() >= 2
            && matches!(f.segs[0].as_str(), "crate" | "super")
            && modules
                .iter()
                .zip(&present)
                .any(|(m, &here)| !here && m.name == f.segs[1])
    };
    let mut out = Vec::new();
    for (m, l) in lexed.iter().enumerate() {
        if !present[m] {
            out.push(None);
            continue;
        }
        // (start, end, replacement), in order.
        let mut edits: Vec<(usize, usize, String)> = Vec::new();
        for p in pieces.iter().filter(|p| p.module == m) {
            if let Rule::Use { head, leaves } = &p.rule {
                let kept: Vec<&Leaf> = leaves.iter().filter(|f| f.kept && !gone(f)).collect();
                if kept.len() < leaves.len() {
                    let text: Vec<String> = kept
                        .iter()
                        .map(|f| format!("{}{}", head, f.text()))
                        .collect();
                    edits.push((p.start, p.end, text.join("\n")));
                }
            } else if !p.kept {
                edits.push((p.start, p.end, String::new()));
            }
        }
        // A member's piece lies inside its `impl`'s: only the outermost edit counts.
        edits.sort_by_key(|e| e.0);
        let mut text = String::new();
        let mut at = 0;
        for (start, end, new) in edits {
            if start < at {
                continue;
            }
            text.extend(&l.chars[at..start]);
            text += &new;
            at = end;
        }
        text.extend(&l.chars[at..]);
        out.push(Some(text));
    }
    Ok(Some(out))
}

/// The items of code tokens `a..b` of module `m` as pieces (`parent`: the inherent `impl` they
/// are members of).
fn split(c: &Code, m: usize, a: usize, b: usize, parent: Option<usize>, out: &mut Vec<Piece>) {
    let mut k = a;
    while k < b {
        if c.at(k, ";") {
            k += 1;
            continue;
        }
        let first = k;
        let start = c.start_char(k);
        if c.at(k, "#") && c.at(k + 1, "!") && c.at(k + 2, "[") {
            let end = c.close(k + 2);
            out.push(piece(c, m, start, end, Vec::new(), Rule::Always, first));
            k = end + 1;
            continue;
        }
        let h = c.skip_attributes(k);
        let mut v = c.skip_visibility(h);
        while c.at(v, "unsafe") || c.at(v, "async") || c.at(v, "default") {
            v += 1;
        }
        if c.at(v, "extern") && !c.at(v + 1, "crate") {
            v += 1;
            if v < c.s.len() && c.l.tokens[c.s[v]].kind == Kind::Literal {
                v += 1;
            }
        }
        if c.at(v, "const") && (c.at(v + 1, "fn") || c.at(v + 1, "unsafe")) {
            v += 1;
            while c.at(v, "unsafe") {
                v += 1;
            }
        }
        let (end, body) = c.item_end(v, v);
        let end = end.min(b - 1);
        let kw = c.word(v);
        let rule_for_parent = |named: bool| match (parent, named) {
            (Some(p), _) => Rule::Member { parent: p },
            (None, true) => Rule::Named,
            (None, false) => Rule::Always,
        };
        match kw.as_str() {
            "use" if parent.is_none() => {
                let (paths, _) = crate::process::use_paths(c.l, &c.s, v + 1);
                let head: String = c.l.chars
                    [c.l.tokens[c.s[first]].start..c.l.tokens[c.s[v]].start]
                    .iter()
                    .collect();
                let leaves = paths
                    .into_iter()
                    .map(|(segs, alias)| Leaf {
                        library: matches!(
                            segs.first().map(|s| s.as_str()),
                            Some("crate" | "super" | "self")
                        ),
                        segs,
                        alias,
                        kept: false,
                    })
                    .collect();
                let rule = Rule::Use { head, leaves };
                out.push(piece(c, m, start, end, Vec::new(), rule, first));
            }
            "impl" if parent.is_none() && body.is_some() => {
                let body = body.unwrap_or(end);
                let (self_names, trait_names) = impl_header(c, v + 1, body);
                let rule = match trait_names {
                    Some(trait_names) => Rule::TraitImpl {
                        self_names,
                        trait_names,
                    },
                    None => Rule::Inherent { self_names },
                };
                let inherent = matches!(rule, Rule::Inherent { .. });
                let mut p = piece(c, m, start, end, Vec::new(), rule, first);
                if inherent {
                    p.idents = c.idents(first, body + 1);
                }
                out.push(p);
                if inherent {
                    let me = out.len() - 1;
                    split(c, m, body + 1, end, Some(me), out);
                }
            }
            "trait" if parent.is_none() => {
                let mut names = vec![c.word(v + 1)];
                if let Some(body) = body {
                    let mut members = Vec::new();
                    split(c, m, body + 1, end, None, &mut members);
                    names.extend(members.into_iter().flat_map(|p| p.names));
                }
                out.push(piece(c, m, start, end, names, Rule::Named, first));
            }
            "fn" | "struct" | "enum" | "type" | "const" | "static" | "mod" | "union" => {
                let name = c.word(if c.at(v + 1, "mut") { v + 2 } else { v + 1 });
                let rule = rule_for_parent(name != "_");
                out.push(piece(c, m, start, end, vec![name], rule, first));
            }
            "macro_rules" if c.at(v + 1, "!") => {
                let name = c.word(v + 2);
                let rule = rule_for_parent(true);
                out.push(piece(c, m, start, end, vec![name], rule, first));
            }
            _ => {
                let rule = match parent {
                    Some(p) => Rule::Member { parent: p },
                    None => Rule::Always,
                };
                out.push(piece(c, m, start, end, Vec::new(), rule, first));
            }
        }
        k = end + 1;
    }
}

fn piece(
    c: &Code,
    module: usize,
    start: usize,
    end: usize,
    names: Vec<String>,
    rule: Rule,
    first: usize,
) -> Piece {
    Piece {
        module,
        start,
        end: c.l.tokens[c.s[end]].end,
        names,
        idents: c.idents(first, end + 1),
        rule,
        kept: false,
    }
}

/// An `impl` header, code tokens `a..body` (after `impl`): the identifiers of its self type, and
/// of its trait if it has one.
fn impl_header(c: &Code, a: usize, body: usize) -> (Vec<String>, Option<Vec<String>>) {
    let mut k = a;
    // Past the generics.
    if c.at(k, "<") {
        let mut depth = 0;
        while k < body {
            if c.at(k, "<") {
                depth += 1;
            } else if c.at(k, ">") && !c.at(k - 1, "-") {
                depth -= 1;
                if depth == 0 {
                    k += 1;
                    break;
                }
            }
            k += 1;
        }
    }
    let mut end = body;
    let mut for_at = None;
    let mut depth = 0i32;
    for q in k..body {
        if c.at(q, "<") || c.at(q, "(") || c.at(q, "[") {
            depth += 1;
        } else if (c.at(q, ">") && !c.at(q - 1, "-")) || c.at(q, ")") || c.at(q, "]") {
            depth -= 1;
        } else if depth == 0 && c.at(q, "where") {
            end = q;
            break;
        } else if depth == 0 && c.at(q, "for") && for_at.is_none() {
            for_at = Some(q);
        }
    }
    match for_at {
        Some(f) => (c.idents(f + 1, end), Some(c.idents(k, f))),
        None => (c.idents(k, end), None),
    }
}
