//! The README's command transcripts, shared by `sg_cli.rs` and `explore_cli.rs`: in a ```text
//! block, a line `$ PROMPT ARGS` (optionally ending in `| tail -N`) followed by what it prints.

/// One transcript: the command after the prompt, its arguments, how many last lines are shown
/// (`| tail -N`) and those lines.
pub struct Transcript {
    pub command: String,
    pub args: Vec<String>,
    pub tail: Option<usize>,
    pub want: String,
}

impl Transcript {
    /// What the transcript shows of `out`: its last N lines, or all of it.
    pub fn shown(&self, out: &str) -> String {
        let lines: Vec<&str> = out.lines().collect();
        lines[lines.len() - self.tail.unwrap_or(lines.len())..].join("\n")
    }
}

/// The transcripts with `prompt` in README.md from the heading `from` to the next `to`.
pub fn transcripts(from: &str, to: &str, prompt: &str) -> Vec<Transcript> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let section = &readme[readme.find(from).expect("the section")..];
    let section = &section[..section[from.len()..].find(to).expect("its end") + from.len()];
    let mut all = Vec::new();
    for block in section.split("```text\n").skip(1) {
        let block = &block[..block.find("```").unwrap()];
        for run in block.split(&format!("$ {} ", prompt)).skip(1) {
            let (command, want) = run.split_once('\n').unwrap();
            let (args, tail) = match command.split_once(" | tail -") {
                Some((c, n)) => (c, Some(n.parse::<usize>().unwrap())),
                None => (command, None),
            };
            all.push(Transcript {
                command: command.to_string(),
                args: args.split(' ').map(String::from).collect(),
                tail,
                want: want.trim_end_matches('\n').to_string(),
            });
        }
    }
    all
}
