#!/usr/bin/env python3
"""Compares PNG screenshots with stored goldens (or records them): the picture test of .ci/png-goldens.sh.

Pure Python (zlib only), so CI needs no imaging library. Reads 8-bit RGB or RGBA, non-interlaced PNGs (what
Chromium writes). A pixel differs when a channel differs by more than TOLERANCE; a picture fails when more than
MAX_DIFFERING of its pixels differ, or its size changed. A failure writes NAME.diff.png beside the screenshot:
differing pixels red, the rest the golden faded.
Usage: png-goldens.py compare|record SHOTS_DIR GOLDENS_DIR NAME...
"""
import os, struct, sys, zlib

TOLERANCE = 24           # of 255, per channel: anti-aliasing wobble, never a colour change
MAX_DIFFERING = 0.0005   # fraction of pixels


def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(path + ": not a PNG")
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or color not in (2, 6) or interlace:
                raise ValueError(path + ": only 8-bit RGB/RGBA non-interlaced PNGs are read")
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1: line[x] = (line[x] + a) & 255
            elif kind == 2: line[x] = (line[x] + b) & 255
            elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line) if channels == 3 else bytes(v for i, v in enumerate(line) if i % 4 != 3))
        previous = line
    return width, height, rows


def write_png(path, width, height, rows):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + row for row in rows)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                  + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def compare(shot_path, golden_path, diff_path):
    w1, h1, new = read_png(shot_path)
    w2, h2, old = read_png(golden_path)
    if (w1, h1) != (w2, h2):
        return "size %dx%d, golden %dx%d" % (w1, h1, w2, h2)
    differing, diff_rows = 0, []
    for a, b in zip(new, old):
        out = bytearray(len(a))
        for x in range(0, len(a), 3):
            if max(abs(a[x] - b[x]), abs(a[x + 1] - b[x + 1]), abs(a[x + 2] - b[x + 2])) > TOLERANCE:
                differing += 1
                out[x:x + 3] = b"\xff\x00\x00"
            else:
                out[x:x + 3] = bytes(255 - (255 - v) // 4 for v in b[x:x + 3])
        diff_rows.append(bytes(out))
    if differing > MAX_DIFFERING * w1 * h1:
        write_png(diff_path, w1, h1, diff_rows)
        return "%d of %d pixels differ; difference image %s" % (differing, w1 * h1, diff_path)
    return None


def main():
    mode, shots, goldens, names = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    failures = 0
    for name in names:
        shot, golden = os.path.join(shots, name + ".png"), os.path.join(goldens, name + ".png")
        if mode == "record":
            read_png(shot)  # refuse to record something unreadable
            open(golden, "wb").write(open(shot, "rb").read())
            print("recorded " + golden)
        elif not os.path.exists(golden):
            failures += 1
            print("FAIL %s: no golden %s (record with: bash .ci/png-goldens.sh --record)" % (name, golden))
        else:
            problem = compare(shot, golden, os.path.join(shots, name + ".diff.png"))
            print(("FAIL %s: %s" % (name, problem)) if problem else "ok " + name)
            failures += 1 if problem else 0
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
