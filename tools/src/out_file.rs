//! Writing a tool's output file without losing anything (the rule every tool of this repository
//! keeps): a file is written only where nothing is lost.
//!
//! - A new path is always fine.
//! - An existing regular file is replaced only when the tool wrote it before (its `ours` test on
//!   the content: a mark the tool puts in every file it writes), or when the user says `--force`.
//! - Never, even with `--force`: a symbolic link (nothing is written through one, nor is it
//!   replaced), a directory or other special file, one of the `protected` files (the tool's own
//!   inputs, compared by device and inode, so a hard link counts too), a file git tracks (asked of
//!   `git ls-files` in the file's directory; without git, or outside a repository, nothing is
//!   tracked).
//!
//! [`write`] checks again right before writing (the run may have taken minutes), writes a
//! temporary file beside the target and renames it over the target, so a failed write leaves the
//! old file whole and a hard link to the old file keeps its content.
//!
//! Status: each refusal and each permitted case is tested through `cgt-sg explore --png/--svg`
//! (tools/tests/explore_cli.rs).

use std::fs;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Where an output may go, and how to recognise what the tool wrote.
pub struct OutFile<'a> {
    /// What the file is, for messages (e.g. `the picture`).
    pub what: &'a str,
    /// Whether existing content was written by this tool.
    pub ours: fn(&[u8]) -> bool,
    /// Files never to write over (the tool's inputs).
    pub protected: &'a [PathBuf],
    /// Replace an existing file the tool did not write (never a link, a protected or a tracked one).
    pub force: bool,
}

impl OutFile<'_> {
    /// `Ok` when `path` may be written; else why not, in a sentence.
    pub fn check(&self, path: &Path) -> Result<(), String> {
        let shown = path.display();
        let meta = match fs::symlink_metadata(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
            Err(e) => return Err(format!("cannot inspect {}: {}", shown, e)),
            Ok(m) => m,
        };
        if meta.file_type().is_symlink() {
            return Err(format!(
                "refusing to write {} to {}: it is a symbolic link (nothing is written through \
                 one; give the path of a new file)",
                self.what, shown
            ));
        }
        if !meta.is_file() {
            return Err(format!(
                "refusing to write {} to {}: it is not a regular file",
                self.what, shown
            ));
        }
        for p in self.protected {
            let same =
                fs::metadata(p).map_or(false, |q| q.dev() == meta.dev() && q.ino() == meta.ino());
            if same {
                return Err(format!(
                    "refusing to write {} to {}: that is the input file {} (choose another name)",
                    self.what,
                    shown,
                    p.display()
                ));
            }
        }
        if tracked_by_git(path) {
            return Err(format!(
                "refusing to write {} to {}: git tracks that file (choose a new name; not even \
                 --force replaces a tracked file)",
                self.what, shown
            ));
        }
        if self.force {
            return Ok(());
        }
        let old = fs::read(path).map_err(|e| format!("cannot read {}: {}", shown, e))?;
        if (self.ours)(&old) {
            return Ok(());
        }
        Err(format!(
            "refusing to write {} to {}: it exists and was not written by this tool (choose a new \
             name, or add --force to replace it)",
            self.what, shown
        ))
    }

    /// Checks `path` again, then writes `data` to a temporary file beside it and renames that
    /// over `path`. On failure only the temporary file is removed.
    pub fn write(&self, path: &Path, data: &[u8]) -> Result<(), String> {
        self.check(path)?;
        let name = path
            .file_name()
            .map_or("out".into(), |n| n.to_string_lossy());
        let tmp = path.with_file_name(format!(".{}.{}.tmp", name, std::process::id()));
        let written = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
            .and_then(|mut f| std::io::Write::write_all(&mut f, data))
            .and_then(|_| fs::rename(&tmp, path));
        written.map_err(|e| {
            let _ = fs::remove_file(&tmp);
            format!("cannot write {}: {}", path.display(), e)
        })
    }
}

/// Whether git tracks `path` (`git ls-files --error-unmatch`, run in its directory).
fn tracked_by_git(path: &Path) -> bool {
    let (dir, name) = match (path.parent(), path.file_name()) {
        (Some(d), Some(n)) => (
            if d.as_os_str().is_empty() {
                Path::new(".")
            } else {
                d
            },
            n,
        ),
        _ => return false,
    };
    Command::new("git")
        .arg("ls-files")
        .arg("--error-unmatch")
        .arg("--")
        .arg(name)
        .current_dir(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_or(false, |s| s.success())
}
