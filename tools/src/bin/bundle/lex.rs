//! A small Rust tokenizer: enough to tell code from comments, doc comments and literals, so that
//! the bundler's scans and rewrites never look inside a string, a char literal or a comment.
//! Positions are char indices into the source.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Identifier or keyword, including raw identifiers (`r#type`).
    Ident,
    /// `'a`, `'static`, loop labels.
    Lifetime,
    /// String, byte string, raw string, char, byte and number literals.
    Literal,
    /// `::` or any other single punctuation character.
    Punct,
    /// `// ...` or `/* ... */` (not a doc comment).
    Comment,
    /// `/// ...` or `/** ... */`: documents the next item.
    OuterDoc,
    /// `//! ...` or `/*! ... */`: documents the enclosing item.
    InnerDoc,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
}

impl Token {
    pub fn is_comment(&self) -> bool {
        matches!(self.kind, Kind::Comment | Kind::OuterDoc | Kind::InnerDoc)
    }
}

/// Source text as chars plus its tokens.
#[derive(Debug)]
pub struct Lexed {
    pub chars: Vec<char>,
    pub tokens: Vec<Token>,
}

impl Lexed {
    pub fn text(&self, t: &Token) -> String {
        self.chars[t.start..t.end].iter().collect()
    }

    /// Is token `i` the identifier/punctuation `s`?
    pub fn is(&self, i: usize, s: &str) -> bool {
        let t = &self.tokens[i];
        t.end - t.start == s.chars().count()
            && matches!(t.kind, Kind::Ident | Kind::Punct)
            && self.chars[t.start..t.end].iter().copied().eq(s.chars())
    }

    fn line_of(&self, pos: usize) -> usize {
        1 + self.chars[..pos].iter().filter(|&&c| c == '\n').count()
    }
}

fn is_ident_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

fn is_ident_continue(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

/// A lexed text's code tokens (comments left out) and the scans on them.
pub struct Code<'a> {
    pub l: &'a Lexed,
    /// Indices into `l.tokens` of the tokens that are not comments.
    pub s: Vec<usize>,
}

impl<'a> Code<'a> {
    pub fn new(l: &'a Lexed) -> Code<'a> {
        let s = (0..l.tokens.len())
            .filter(|&i| !l.tokens[i].is_comment())
            .collect();
        Code { l, s }
    }

    /// Is code token `k` the identifier or punctuation `t`?
    pub fn at(&self, k: usize, t: &str) -> bool {
        k < self.s.len() && self.l.is(self.s[k], t)
    }

    pub fn word(&self, k: usize) -> String {
        if k < self.s.len() {
            self.l.text(&self.l.tokens[self.s[k]])
        } else {
            String::new()
        }
    }

    /// The code token closing the bracket opened at `k`.
    pub fn close(&self, k: usize) -> usize {
        let mut depth = 0;
        for q in k..self.s.len() {
            if self.at(q, "(") || self.at(q, "[") || self.at(q, "{") {
                depth += 1;
            } else if self.at(q, ")") || self.at(q, "]") || self.at(q, "}") {
                depth -= 1;
                if depth == 0 {
                    return q;
                }
            }
        }
        self.s.len() - 1
    }

    /// Past the outer attributes (`#[...]`) at `k`.
    pub fn skip_attributes(&self, mut k: usize) -> usize {
        while self.at(k, "#") && self.at(k + 1, "[") {
            k = self.close(k + 1) + 1;
        }
        k
    }

    /// Past a visibility (`pub`, `pub(crate)`, ...) at `k`.
    pub fn skip_visibility(&self, mut k: usize) -> usize {
        if self.at(k, "pub") {
            k += 1;
            if self.at(k, "(") {
                k = self.close(k) + 1;
            }
        }
        k
    }

    /// The last code token of the item whose keywords start at `v` (after attributes and
    /// visibility; the item's tokens are scanned from `from`), and the `{` opening its body if it
    /// ends with one.
    pub fn item_end(&self, from: usize, v: usize) -> (usize, Option<usize>) {
        let at = |k: usize, t: &str| self.at(k, t);
        let ends_with_semicolon = at(v, "use")
            || at(v, "static")
            || at(v, "type")
            || at(v, "let")
            || (at(v, "extern") && at(v + 1, "crate"))
            || (at(v, "const") && !(at(v + 1, "fn") || at(v + 1, "unsafe") || at(v + 1, "async")));
        let mut q = from;
        while q < self.s.len() {
            if at(q, ";") {
                return (q, None);
            }
            if at(q, "(") || at(q, "[") || at(q, "{") {
                let c = self.close(q);
                if at(q, "{") && !ends_with_semicolon {
                    return (c, Some(q));
                }
                q = c;
            }
            q += 1;
        }
        (self.s.len() - 1, None)
    }

    /// The first char of the item whose first code token is `k`: the comments right before it
    /// (not `//!`) go with it.
    pub fn start_char(&self, k: usize) -> usize {
        let mut t = self.s[k];
        while t > 0 && matches!(self.l.tokens[t - 1].kind, Kind::Comment | Kind::OuterDoc) {
            t -= 1;
        }
        self.l.tokens[t].start
    }

    pub fn idents(&self, a: usize, b: usize) -> Vec<String> {
        (a..b)
            .filter(|&k| self.l.tokens[self.s[k]].kind == Kind::Ident)
            .map(|k| self.word(k))
            .collect()
    }
}

pub fn lex(src: &str) -> Result<Lexed, String> {
    let chars: Vec<char> = src.chars().collect();
    let mut tokens = Vec::new();
    let n = chars.len();
    let at = |i: usize| if i < n { chars[i] } else { '\0' };
    let mut i = 0;
    let msg = |what: &str, pos: usize| {
        let line = 1 + chars[..pos].iter().filter(|&&c| c == '\n').count();
        format!("line {}: {}", line, what)
    };
    while i < n {
        let c = chars[i];
        let start = i;
        let kind;
        if c.is_whitespace() {
            i += 1;
            continue;
        } else if c == '/' && at(i + 1) == '/' {
            while i < n && chars[i] != '\n' {
                i += 1;
            }
            kind = if at(start + 2) == '!' {
                Kind::InnerDoc
            } else if at(start + 2) == '/' && at(start + 3) != '/' {
                Kind::OuterDoc
            } else {
                Kind::Comment
            };
        } else if c == '/' && at(i + 1) == '*' {
            // Block comments nest.
            let mut depth = 0;
            loop {
                if i >= n {
                    return Err(msg("unterminated block comment", start));
                }
                if chars[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            let body_len = i - start;
            kind = if at(start + 2) == '!' {
                Kind::InnerDoc
            } else if at(start + 2) == '*' && at(start + 3) != '*' && body_len > 4 {
                Kind::OuterDoc
            } else {
                Kind::Comment
            };
        } else if is_ident_start(c) {
            while i < n && is_ident_continue(chars[i]) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let next = at(i);
            if (word == "r" || word == "br" || word == "cr") && (next == '"' || next == '#') {
                // Raw string r#"..."#, or raw identifier r#name.
                let mut hashes = 0;
                while at(i) == '#' {
                    hashes += 1;
                    i += 1;
                }
                if at(i) == '"' {
                    i += 1;
                    loop {
                        if i >= n {
                            return Err(msg("unterminated raw string", start));
                        }
                        if chars[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#') {
                            i += 1 + hashes;
                            break;
                        }
                        i += 1;
                    }
                    kind = Kind::Literal;
                } else if word == "r" && hashes == 1 && is_ident_start(at(i)) {
                    while i < n && is_ident_continue(chars[i]) {
                        i += 1;
                    }
                    kind = Kind::Ident;
                } else {
                    return Err(msg("malformed raw string", start));
                }
            } else if (word == "b" || word == "c") && next == '"' {
                i = skip_quoted(&chars, i, '"').ok_or_else(|| msg("unterminated string", start))?;
                kind = Kind::Literal;
            } else if word == "b" && next == '\'' {
                i = skip_quoted(&chars, i, '\'')
                    .ok_or_else(|| msg("unterminated byte literal", start))?;
                kind = Kind::Literal;
            } else {
                kind = Kind::Ident;
            }
        } else if c == '"' {
            i = skip_quoted(&chars, i, '"').ok_or_else(|| msg("unterminated string", start))?;
            kind = Kind::Literal;
        } else if c == '\'' {
            // Char literal ('x', '\n', '\'', '\u{1F600}') or lifetime/label ('a, 'static).
            if at(i + 1) == '\\' || (at(i + 1) != '\0' && at(i + 2) == '\'') {
                i = skip_quoted(&chars, i, '\'')
                    .ok_or_else(|| msg("unterminated char literal", start))?;
                kind = Kind::Literal;
            } else if is_ident_start(at(i + 1)) {
                i += 1;
                while i < n && is_ident_continue(chars[i]) {
                    i += 1;
                }
                kind = Kind::Lifetime;
            } else {
                return Err(msg("stray quote", start));
            }
        } else if c.is_ascii_digit() {
            while i < n && is_ident_continue(chars[i]) {
                i += 1;
            }
            // A fraction (1.5, 2.0e3), but not a range (1..2) or a method call (1.max(2)).
            if at(i) == '.' && at(i + 1).is_ascii_digit() {
                i += 1;
                while i < n && is_ident_continue(chars[i]) {
                    i += 1;
                }
            }
            kind = Kind::Literal;
        } else if c == ':' && at(i + 1) == ':' {
            i += 2;
            kind = Kind::Punct;
        } else {
            i += 1;
            kind = Kind::Punct;
        }
        tokens.push(Token {
            kind,
            start,
            end: i,
        });
    }
    Ok(Lexed { chars, tokens })
}

/// `chars[i]` is an opening quote `q`; returns the index after the closing one (backslash escapes
/// skip the next char), or `None` if there is none.
fn skip_quoted(chars: &[char], mut i: usize, q: char) -> Option<usize> {
    i += 1;
    while i < chars.len() {
        if chars[i] == '\\' {
            i += 2;
        } else if chars[i] == q {
            return Some(i + 1);
        } else {
            i += 1;
        }
    }
    None
}

/// For error messages: "line N".
pub fn describe(l: &Lexed, tok: usize) -> String {
    format!("line {}", l.line_of(l.tokens[tok].start))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(Kind, String)> {
        let l = lex(src).unwrap();
        l.tokens.iter().map(|t| (t.kind, l.text(t))).collect()
    }

    fn idents(src: &str) -> Vec<String> {
        kinds(src)
            .into_iter()
            .filter(|(k, _)| *k == Kind::Ident)
            .map(|(_, s)| s)
            .collect()
    }

    #[test]
    fn strings_hide_paths() {
        assert_eq!(idents(r#"let s = "crate::nim \" cgt::x";"#), ["let", "s"]);
        assert_eq!(idents(r#"f(b"crate::a", c"x\\")"#), ["f"]);
        assert_eq!(
            idents(r####"let s = r##"a "# crate::x "##; y"####),
            ["let", "s", "y"]
        );
        assert_eq!(idents(r#"let s = br"crate::\"; z"#), ["let", "s", "z"]);
    }

    #[test]
    fn comments_nest_and_docs_are_told_apart() {
        let k = kinds("a /* x /* crate::y */ z */ b // c\n/// d\n//! e\n//// f\n/** g */ /*! h */ /**/ /***/ i");
        let got: Vec<Kind> = k.iter().map(|x| x.0).collect();
        use Kind::*;
        assert_eq!(
            got,
            [
                Ident, Comment, Ident, Comment, OuterDoc, InnerDoc, Comment, OuterDoc, InnerDoc,
                Comment, Comment, Ident
            ]
        );
        assert_eq!(k[1].1, "/* x /* crate::y */ z */");
    }

    #[test]
    fn lifetimes_and_char_literals() {
        use Kind::*;
        let k = kinds(
            r"fn f<'a>(x: &'a str) -> char { 'q' } '\'' '\\' b'x' '\u{1F600}' 'static '€' 'outer: loop {}",
        );
        let lits: Vec<String> = k
            .iter()
            .filter(|x| x.0 == Literal)
            .map(|x| x.1.clone())
            .collect();
        assert_eq!(
            lits,
            ["'q'", r"'\''", r"'\\'", "b'x'", r"'\u{1F600}'", "'€'"]
        );
        let lts: Vec<String> = k
            .iter()
            .filter(|x| x.0 == Lifetime)
            .map(|x| x.1.clone())
            .collect();
        assert_eq!(lts, ["'a", "'a", "'static", "'outer"]);
        // A quote inside a char literal does not open a string.
        assert_eq!(idents(r#"let q = '"'; crate_x"#), ["let", "q", "crate_x"]);
    }

    #[test]
    fn raw_identifiers_numbers_and_paths() {
        assert_eq!(
            idents("r#type + 1.5e3 + 0x1f_u64 + x.0.1 + 1..2"),
            ["r#type", "x"]
        );
        let k = kinds("crate::nim::f");
        assert_eq!(
            k.iter().map(|x| x.1.as_str()).collect::<Vec<_>>(),
            ["crate", "::", "nim", "::", "f"]
        );
    }

    #[test]
    fn unterminated_things_are_errors() {
        assert!(lex("\"abc").unwrap_err().contains("unterminated string"));
        assert!(lex("x\n/* /* */").unwrap_err().starts_with("line 2"));
        assert!(lex("r#\"abc\"").is_err());
    }
}
