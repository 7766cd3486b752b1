//! The part every judge of an interactive problem shares (`mod runner;` in `scripts/judges/<slug>.rs`):
//! the command line, the solution run as a child process with its stdin and stdout as two pipes,
//! a time limit on every game, and the verdict.
//!
//! ```text
//! judge-<slug> [--time-limit SECONDS] [--log] CASE SOLUTION [ARGS...]
//! ```
//!
//! runs the referee of the problem on the case file CASE against the program SOLUTION. Prints
//! `AC: ...` and exits 0 when the solution wins every game; `WA: solution: ...` and exits 1 when
//! the solution loses, moves illegally, prints something else, exits early or with a failure
//! status, is silent past the time limit (default 10 s of wall clock per game, from its start to
//! its exit) or writes after the end; `judge error: ...` and exits 2 for a bad case file or a
//! solution that cannot be started. `--log` copies every line the judge sends and every token it
//! reads to stderr. The solution's stderr goes to the judge's stderr. A judge never waits longer
//! than the time limit, and kills a solution it leaves.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// Who failed: the solution (WA) or the judge's own input (judge error).
#[derive(Debug)]
pub enum Fail {
    Solution(String),
    Judge(String),
}

/// How to start the solution, once per game.
pub struct Spawn {
    command: Vec<String>,
    limit: Duration,
    log: bool,
}

/// One run of the solution: its stdin, the tokens of its stdout, and the game's deadline.
pub struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    tokens: Receiver<String>,
    deadline: Instant,
    limit: Duration,
    log: bool,
}

/// The judge's `main`: parses the command line, reads the case file, runs `referee` (which
/// starts the solution through the `Spawn` once per game) and prints the verdict.
pub fn main(referee: fn(&str, &Spawn) -> Result<String, Fail>) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (case_path, spawn) = match parse_args(&args) {
        Ok(x) => x,
        Err(e) => finish(Err(Fail::Judge(e))),
    };
    let case = match std::fs::read_to_string(&case_path) {
        Ok(c) => c,
        Err(e) => finish(Err(Fail::Judge(format!(
            "cannot read {}: {}",
            case_path, e
        )))),
    };
    finish(referee(&case, &spawn))
}

fn finish(verdict: Result<String, Fail>) -> ! {
    match verdict {
        Ok(summary) => {
            println!("AC: {}", summary);
            std::process::exit(0)
        }
        Err(Fail::Solution(why)) => {
            println!("WA: solution: {}", why);
            std::process::exit(1)
        }
        Err(Fail::Judge(why)) => {
            println!("judge error: {}", why);
            std::process::exit(2)
        }
    }
}

fn parse_args(args: &[String]) -> Result<(String, Spawn), String> {
    let usage = "usage: judge-<slug> [--time-limit SECONDS] [--log] CASE SOLUTION [ARGS...]";
    let (mut limit, mut log, mut i) = (10.0, false, 0);
    while i < args.len() && args[i].starts_with("--") {
        match args[i].as_str() {
            "--time-limit" => {
                let v = args.get(i + 1).and_then(|s| s.parse::<f64>().ok());
                limit = v
                    .filter(|&v| v > 0.0)
                    .ok_or("--time-limit takes a positive number")?;
                i += 1;
            }
            "--log" => log = true,
            _ => return Err(format!("unknown option {}; {}", args[i], usage)),
        }
        i += 1;
    }
    if args.len() < i + 2 {
        return Err(usage.into());
    }
    let spawn = Spawn {
        command: args[i + 1..].to_vec(),
        limit: Duration::from_secs_f64(limit),
        log,
    };
    Ok((args[i].clone(), spawn))
}

impl Spawn {
    /// Starts the solution; its stdout is read by a thread that hands out whitespace-separated
    /// tokens as they arrive.
    pub fn start(&self) -> Result<Session, Fail> {
        let mut child = Command::new(&self.command[0])
            .args(&self.command[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| Fail::Judge(format!("cannot start {}: {}", self.command[0], e)))?;
        let stdout = child.stdout.take().expect("piped stdout");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            let mut line = Vec::new();
            while matches!(r.read_until(b'\n', &mut line), Ok(n) if n > 0) {
                for t in String::from_utf8_lossy(&line).split_whitespace() {
                    if tx.send(t.to_string()).is_err() {
                        return;
                    }
                }
                line.clear();
            }
        });
        Ok(Session {
            stdin: child.stdin.take(),
            child,
            tokens: rx,
            deadline: Instant::now() + self.limit,
            limit: self.limit,
            log: self.log,
        })
    }
}

impl Session {
    /// Sends one line (a newline is added) and flushes it.
    pub fn send(&mut self, line: &str) -> Result<(), Fail> {
        if self.log {
            eprintln!("judge> {}", line);
        }
        let stdin = self.stdin.as_mut().expect("stdin open during the game");
        let sent = writeln!(stdin, "{}", line).and_then(|_| stdin.flush());
        sent.map_err(|_| {
            Fail::Solution(format!(
                "stopped reading before {:?}{}",
                line,
                self.status()
            ))
        })
    }

    /// The next token the solution writes, waiting at most until the deadline.
    pub fn token(&mut self) -> Result<String, Fail> {
        let wait = self.deadline.saturating_duration_since(Instant::now());
        match self.tokens.recv_timeout(wait) {
            Ok(t) => {
                if self.log {
                    eprintln!("solution> {}", t);
                }
                Ok(t)
            }
            Err(RecvTimeoutError::Timeout) => Err(Fail::Solution(format!(
                "no answer within the time limit ({:?} per game)",
                self.limit
            ))),
            Err(RecvTimeoutError::Disconnected) => {
                Err(Fail::Solution(format!("output ended{}", self.status())))
            }
        }
    }

    /// The next token as an integer.
    pub fn int(&mut self) -> Result<i64, Fail> {
        let t = self.token()?;
        t.parse()
            .map_err(|_| Fail::Solution(format!("expected an integer, got {:?}", t)))
    }

    /// Ends the game: closes the solution's stdin, then requires it to write nothing more and
    /// exit with status 0 before the deadline.
    pub fn finish(mut self) -> Result<(), Fail> {
        self.stdin = None;
        let wait = self.deadline.saturating_duration_since(Instant::now());
        match self.tokens.recv_timeout(wait) {
            Ok(t) => return Err(Fail::Solution(format!("wrote {:?} after the end", t))),
            Err(RecvTimeoutError::Timeout) => {
                return Err(Fail::Solution("did not exit after the end".into()))
            }
            Err(RecvTimeoutError::Disconnected) => {}
        }
        while Instant::now() < self.deadline {
            match self.child.try_wait() {
                Ok(Some(s)) if s.success() => return Ok(()),
                Ok(Some(s)) => return Err(Fail::Solution(format!("exited with {}", s))),
                Ok(None) => std::thread::sleep(Duration::from_millis(1)),
                Err(e) => return Err(Fail::Judge(format!("cannot wait for the solution: {}", e))),
            }
        }
        Err(Fail::Solution("did not exit after the end".into()))
    }

    /// ` (it exited with ...)` if the solution has exited, else nothing.
    fn status(&mut self) -> String {
        std::thread::sleep(Duration::from_millis(20));
        match self.child.try_wait() {
            Ok(Some(s)) => format!(" (it exited with {})", s),
            _ => String::new(),
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}
