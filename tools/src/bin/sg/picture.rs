//! Pictures of a two-heap table: one square of `scale` pixels per position (row a, column b, the
//! origin top left), P-positions black, the others from pale yellow (small values) to deep blue (the largest),
//! unknown ones grey. PNG
//! (uncompressed deflate: stored blocks, CRC-32 and Adler-32, no compression crate) and SVG.
//! Each carries a mark near its start (a PNG `tEXt` chunk `Software: cgt-sg explore` right after
//! the header, an SVG `<desc>` line), by which the explorer knows a file it may write over.

/// The PNG text chunk's keyword and text (`Software`, NUL, the tool).
const PNG_MARK: &[u8] = b"tEXtSoftware\0cgt-sg explore";
/// The SVG's second line.
const SVG_MARK: &str = "<desc>written by cgt-sg explore</desc>";

/// Whether `data` is a PNG this module wrote (the mark in its first 64 bytes).
pub fn png_is_ours(data: &[u8]) -> bool {
    let head = &data[..data.len().min(64)];
    head.starts_with(b"\x89PNG\r\n\x1a\n") && head.windows(PNG_MARK.len()).any(|w| w == PNG_MARK)
}

/// Whether `data` is an SVG this module wrote (the mark on its second line).
pub fn svg_is_ours(data: &[u8]) -> bool {
    let text = String::from_utf8_lossy(&data[..data.len().min(1024)]);
    let mut lines = text.lines();
    lines.next().map_or(false, |l| l.starts_with("<svg ")) && lines.next() == Some(SVG_MARK)
}

/// The colour of a value: black for 0 (the P-positions), grey for unknown, else from pale yellow
/// (1) through green to deep blue (`max` and above).
pub fn colour(v: Option<u32>, max: u32) -> [u8; 3] {
    const STOPS: [[f64; 3]; 5] = [
        [255.0, 255.0, 204.0],
        [161.0, 218.0, 180.0],
        [65.0, 182.0, 196.0],
        [44.0, 127.0, 184.0],
        [37.0, 52.0, 148.0],
    ];
    match v {
        None => [160, 160, 160],
        Some(0) => [0, 0, 0],
        Some(g) => {
            let t = f64::from(g.min(max) - 1) / f64::from(max.max(2) - 1) * 4.0;
            let i = (t as usize).min(3);
            let f = t - i as f64;
            let c = |k: usize| (STOPS[i][k] + (STOPS[i + 1][k] - STOPS[i][k]) * f).round() as u8;
            [c(0), c(1), c(2)]
        }
    }
}

/// Pixels per position: pictures about 600 pixels wide, at least 1 and at most 16 per position.
pub fn scale(rows: usize, cols: usize) -> usize {
    (600 / rows.max(cols)).clamp(1, 16)
}

fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in data {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// A PNG (RGB, 8 bits per channel) of `values` (rows of equal length), `scale` pixels per value.
pub fn png(values: &[Vec<Option<u32>>], scale: usize) -> Vec<u8> {
    let (h, w) = (values.len() * scale, values[0].len() * scale);
    let max = values
        .iter()
        .flatten()
        .flatten()
        .copied()
        .max()
        .unwrap_or(1);
    // The raw image: each pixel row is a filter byte (0, none) and the RGB triples.
    let mut raw = Vec::with_capacity(h * (3 * w + 1));
    for row in values {
        let line: Vec<u8> = row
            .iter()
            .flat_map(|&v| std::iter::repeat(colour(v, max)).take(scale))
            .flatten()
            .collect();
        for _ in 0..scale {
            raw.push(0);
            raw.extend_from_slice(&line);
        }
    }
    // zlib: header, stored deflate blocks of at most 65535 bytes, Adler-32 of the raw data.
    let mut z = vec![0x78, 0x01];
    let blocks: Vec<&[u8]> = raw.chunks(65535).collect();
    for (i, block) in blocks.iter().enumerate() {
        z.push((i + 1 == blocks.len()) as u8);
        let len = block.len() as u16;
        z.extend_from_slice(&len.to_le_bytes());
        z.extend_from_slice(&(!len).to_le_bytes());
        z.extend_from_slice(block);
    }
    let (mut a, mut b) = (1u32, 0u32);
    for &x in &raw {
        a = (a + u32::from(x)) % 65521;
        b = (b + a) % 65521;
    }
    z.extend_from_slice(&((b << 16) | a).to_be_bytes());
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&(w as u32).to_be_bytes());
    ihdr.extend_from_slice(&(h as u32).to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"tEXt", &PNG_MARK[4..]);
    chunk(&mut out, b"IDAT", &z);
    chunk(&mut out, b"IEND", &[]);
    out
}

/// The same picture as SVG: one square per position, with its position and value as a tooltip.
pub fn svg(values: &[Vec<Option<u32>>], scale: usize, title: &str) -> String {
    let (h, w) = (values.len() * scale, values[0].len() * scale);
    let max = values
        .iter()
        .flatten()
        .flatten()
        .copied()
        .max()
        .unwrap_or(1);
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" shape-rendering=\"crispEdges\">\n{}\n<title>{}</title>\n",
        SVG_MARK,
        title.replace('&', "&amp;").replace('<', "&lt;"),
        w = w,
        h = h
    );
    for (a, row) in values.iter().enumerate() {
        for (b, &v) in row.iter().enumerate() {
            let [r, g, bl] = colour(v, max);
            let shown = v.map_or("?".to_string(), |g| g.to_string());
            s += &format!(
                "<rect x=\"{}\" y=\"{}\" width=\"{px}\" height=\"{px}\" fill=\"#{:02x}{:02x}{:02x}\">\
                 <title>({}, {}): {}</title></rect>\n",
                b * scale,
                a * scale,
                r,
                g,
                bl,
                a,
                b,
                shown,
                px = scale
            );
        }
    }
    s + "</svg>\n"
}
