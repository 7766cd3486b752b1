//! Do the P-positions of a two-heap game lie on a few lines (Wythoff-like rays)? Points are
//! grouped by their direction from the origin, a group that is not one line is split by its
//! offset across the fitted direction (parallel lines), and each group gets a least-squares line
//! (principal axis). A line whose slope is near a small ratio and whose points lie exactly on a
//! few parallel lines becomes those lines ([`exact_parallels`]).

/// A fitted line through the points `(a, b)`.
pub struct Line {
    /// A point on it (the mean of its points) and its unit direction.
    pub at: (f64, f64),
    pub dir: (f64, f64),
    /// Its points, and the largest distance of one from the line.
    pub points: Vec<(u64, u64)>,
    pub max_dev: f64,
}

const PHI: f64 = 1.618_033_988_749_895;

impl Line {
    /// `b = s·a + c` (or `a = c` for a line across the rows), with the golden ratio named.
    pub fn equation(&self) -> String {
        let (dx, dy) = self.dir;
        if dx.abs() < 1e-9 {
            return format!("a = {}", num(self.at.0));
        }
        let s = dy / dx;
        let c = self.at.1 - s * self.at.0;
        let mut eq = match num(s).as_str() {
            "0" => "b = 0".to_string(),
            "1" => "b = a".to_string(),
            n => format!("b = {}·a", n),
        };
        if c.abs() >= 5e-4 {
            eq += &format!(" {} {}", if c < 0.0 { '-' } else { '+' }, num(c.abs()));
        }
        if (s - PHI).abs() < 0.01 {
            eq += " (slope ≈ φ = (1 + √5)/2)";
        } else if (s - 1.0 / PHI).abs() < 0.01 {
            eq += " (slope ≈ 1/φ = φ - 1)";
        }
        eq
    }
}

/// A number with 3 decimals, or as an integer if it is one.
fn num(x: f64) -> String {
    if (x - x.round()).abs() < 1e-9 {
        format!("{}", x.round() as i64)
    } else {
        format!("{:.3}", x)
    }
}

fn fit(points: &[(u64, u64)]) -> Line {
    let n = points.len() as f64;
    let (mx, my) = points
        .iter()
        .fold((0.0, 0.0), |(x, y), &(a, b)| (x + a as f64, y + b as f64));
    let (mx, my) = (mx / n, my / n);
    let (mut sxx, mut syy, mut sxy) = (0.0, 0.0, 0.0);
    for &(a, b) in points {
        let (x, y) = (a as f64 - mx, b as f64 - my);
        sxx += x * x;
        syy += y * y;
        sxy += x * y;
    }
    let t = 0.5 * (2.0 * sxy).atan2(sxx - syy);
    let dir = (t.cos(), t.sin());
    let dev = |&(a, b): &(u64, u64)| ((a as f64 - mx) * dir.1 - (b as f64 - my) * dir.0).abs();
    let max_dev = points.iter().map(dev).fold(0.0, f64::max);
    Line {
        at: (mx, my),
        dir,
        points: points.to_vec(),
        max_dev,
    }
}

/// Splits `points` (sorted by `key`) where consecutive keys differ by more than `gap`.
fn split(
    points: &[(u64, u64)],
    key: impl Fn(&(u64, u64)) -> f64,
    gap: f64,
) -> Vec<Vec<(u64, u64)>> {
    let mut sorted = points.to_vec();
    sorted.sort_by(|p, q| key(p).partial_cmp(&key(q)).expect("finite"));
    let mut groups: Vec<Vec<(u64, u64)>> = Vec::new();
    for (i, &p) in sorted.iter().enumerate() {
        match groups.last_mut() {
            Some(g) if key(&p) - key(&sorted[i - 1]) <= gap => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    groups
}

/// Lines of at least 4 points within distance 1, found in `points`, and the points on none.
pub fn find_lines(points: &[(u64, u64)]) -> (Vec<Line>, Vec<(u64, u64)>) {
    let (mut lines, mut off) = (Vec::new(), Vec::new());
    let mut todo = split(points, |&(a, b)| (b as f64).atan2(a as f64), 0.1);
    while let Some(group) = todo.pop() {
        let line = fit(&group);
        if group.len() >= 4 && line.max_dev <= 1.0 {
            lines.push(line);
            continue;
        }
        let (dx, dy) = line.dir;
        let parts = split(&group, |&(a, b)| a as f64 * dy - b as f64 * dx, 1.5);
        if group.len() >= 8 && parts.len() > 1 {
            todo.extend(parts);
        } else {
            off.extend(group);
        }
    }
    let (mut lines, mut off) = exact_parallels(lines, off);
    lines.sort_by_key(|l| std::cmp::Reverse(l.points.len()));
    off.sort_unstable();
    (lines, off)
}

/// A line whose slope is near a small ratio `p / q` (`q <= 3`, `p <= 3q`) and whose points lie
/// exactly on a few parallel lines `q·b - p·a = k` becomes those lines (`b = a - 1`, `b = a`,
/// `b = a + 1` rather than one line within 0.71 of them all), each of at least 4 points, the
/// others' points left over; then every point left over that lies exactly on such a line
/// joins it (points near the origin, whose directions the grouping spread).
fn exact_parallels(lines: Vec<Line>, mut off: Vec<(u64, u64)>) -> (Vec<Line>, Vec<(u64, u64)>) {
    let (mut out, mut exact) = (Vec::new(), Vec::new());
    for line in lines {
        let (dx, dy) = line.dir;
        let ratio = (dx.abs() > 1e-9).then(|| dy / dx).and_then(|s| {
            (1..=3i64).find_map(|q| {
                let p = (s * q as f64).round() as i64;
                ((0..=3 * q).contains(&p) && (s - p as f64 / q as f64).abs() < 0.02)
                    .then_some((p, q))
            })
        });
        let (p, q) = match ratio.filter(|_| line.max_dev > 1e-9) {
            Some(r) => r,
            None => {
                out.push(line);
                continue;
            }
        };
        let key = |&(a, b): &(u64, u64)| q * b as i64 - p * a as i64;
        let mut by: Vec<((u64, u64), i64)> = line.points.iter().map(|pt| (*pt, key(pt))).collect();
        by.sort_by_key(|&(_, k)| k);
        let mut groups: Vec<Vec<(u64, u64)>> = Vec::new();
        for (i, &(pt, k)) in by.iter().enumerate() {
            match groups.last_mut() {
                Some(g) if by[i - 1].1 == k => g.push(pt),
                _ => groups.push(vec![pt]),
            }
        }
        if groups.len() > 4 || groups.iter().filter(|g| g.len() >= 4).count() < 2 {
            out.push(line);
            continue;
        }
        for g in groups {
            if g.len() >= 4 {
                exact.push(((p, q, key(&g[0])), g));
            } else {
                off.extend(g);
            }
        }
    }
    off.retain(|pt| {
        let on = exact
            .iter_mut()
            .find(|((p, q, k), _)| q * pt.1 as i64 - p * pt.0 as i64 == *k);
        on.map(|(_, g)| g.push(*pt)).is_none()
    });
    out.extend(exact.into_iter().map(|(_, g)| fit(&g)));
    (out, off)
}
