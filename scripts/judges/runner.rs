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
//!
//! The solution runs in a process group of its own, and the judge kills the whole group (with
//! `kill -KILL -- -PGID`, the `kill` program: std has no call for it) as soon as the solution
//! has exited and whenever it leaves a game: a process the solution started cannot outlive it
//! and keep the solution's output, or the caller's stderr, open. Only a process that leaves the
//! group (`setsid`) escapes; if it keeps the output open, the game fails at the time limit. A
//! judge killed by a signal (Ctrl-C) cleans up nothing: the solution, in its own group, then sees
//! its stdin close. Without the `kill` program (procps) only the solution itself is killed. The
//! runner is built by cargo only, never bundled or built with Rust 1.63, so it uses
//! `CommandExt::process_group` (Rust 1.64).
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::sync::Mutex;
use std::thread::JoinHandle;
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
    /// The solution's exit status, once it has exited (and its process group was killed).
    exited: Option<ExitStatus>,
}

/// How often a judge waiting for output checks whether the solution has exited.
const POLL: Duration = Duration::from_millis(5);
/// How often a judge checks again, once the solution's output has ended, whether it has exited.
const POLL_EXIT: Duration = Duration::from_millis(1);

/// The threads that kill process groups: `kill` takes a few milliseconds, during which the judge
/// goes on (a judge may run the solution thousands of times); all are joined before it exits.
static KILLS: Mutex<Vec<JoinHandle<()>>> = Mutex::new(Vec::new());

/// Kills every process of the group `pgid` (with the `kill` program: std has no call for it).
fn kill_group(pgid: u32) {
    let kill = std::thread::spawn(move || {
        let _ = Command::new("kill")
            .args(["-KILL", "--", &format!("-{}", pgid)])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    });
    let mut kills = KILLS.lock().unwrap_or_else(|e| e.into_inner());
    kills.retain(|k| !k.is_finished());
    kills.push(kill);
}

/// Waits until every group kill is done.
fn join_kills() {
    let kills: Vec<_> = KILLS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .drain(..)
        .collect();
    for k in kills {
        let _ = k.join();
    }
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
    join_kills();
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
    /// Starts the solution in a process group of its own; its stdout is read by a thread that
    /// hands out whitespace-separated tokens as they arrive.
    // clippy.toml's MSRV 1.63 is the floor of submitted code; the runner is never submitted.
    #[allow(clippy::incompatible_msrv)]
    pub fn start(&self) -> Result<Session, Fail> {
        let mut child = Command::new(&self.command[0])
            .args(&self.command[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .process_group(0)
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
            exited: None,
        })
    }
}

impl Session {
    /// Sends one line (a newline is added) and flushes it. With `--log`, each line of it is
    /// logged with its own `judge> ` prefix (a send may hold several: a tree's edges).
    pub fn send(&mut self, line: &str) -> Result<(), Fail> {
        if self.log {
            line.split('\n').for_each(|l| eprintln!("judge> {}", l));
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
        match self.next_token() {
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

    /// The next token, waiting at most until the deadline. Once the solution has exited, what
    /// it wrote before is still read, and then the output ends: the processes it left, which
    /// could hold the output open, are killed with it.
    fn next_token(&mut self) -> Result<String, RecvTimeoutError> {
        loop {
            let left = self.deadline.saturating_duration_since(Instant::now());
            if self.exited.is_some() || left.is_zero() {
                return self.tokens.recv_timeout(left);
            }
            match self.tokens.recv_timeout(left.min(POLL)) {
                Err(RecvTimeoutError::Timeout) => {
                    let _ = self.reap();
                }
                got => return got,
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
    /// exit with status 0 before the deadline (the processes it started may still run: they are
    /// killed when it exits).
    pub fn finish(mut self) -> Result<(), Fail> {
        self.stdin = None;
        loop {
            match self.next_token() {
                Ok(t) => return Err(Fail::Solution(format!("wrote {:?} after the end", t))),
                Err(RecvTimeoutError::Timeout) => {
                    let why = match self.exited {
                        None => "did not exit after the end",
                        Some(_) => {
                            "exited, but a process it started outside its process group \
                                    kept its output open"
                        }
                    };
                    return Err(Fail::Solution(why.into()));
                }
                Err(RecvTimeoutError::Disconnected) => {}
            }
            // The output ended: wait for the exit itself.
            match self.reap() {
                Ok(Some(s)) if s.success() => return Ok(()),
                Ok(Some(s)) => return Err(Fail::Solution(format!("exited with {}", s))),
                Ok(None) if Instant::now() < self.deadline => std::thread::sleep(POLL_EXIT),
                Ok(None) => return Err(Fail::Solution("did not exit after the end".into())),
                Err(e) => return Err(Fail::Judge(format!("cannot wait for the solution: {}", e))),
            }
        }
    }

    /// The solution's exit status if it has exited; the first time it is seen, the solution's
    /// process group is killed (what it left behind).
    fn reap(&mut self) -> std::io::Result<Option<ExitStatus>> {
        if self.exited.is_none() {
            if let Some(s) = self.child.try_wait()? {
                self.kill_group();
                self.exited = Some(s);
            }
        }
        Ok(self.exited)
    }

    /// ` (it exited with ...)` if the solution has exited, else nothing.
    fn status(&mut self) -> String {
        if self.exited.is_none() {
            std::thread::sleep(Duration::from_millis(20));
        }
        match self.reap() {
            Ok(Some(s)) => format!(" (it exited with {})", s),
            _ => String::new(),
        }
    }

    /// Kills every process of the solution's group (the solution's pid is the group's id). While
    /// the solution has not been waited for, its pid cannot be reused; after, the group's id stays
    /// taken as long as a process of the group lives.
    fn kill_group(&mut self) {
        kill_group(self.child.id());
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if self.exited.is_none() {
            // The solution and everything it started; `Child::kill` too, should `kill` be missing.
            self.kill_group();
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}
