"""Fails when a screenshot is blank: fewer than MIN_SHARE of the pixels in its top TOP_ROWS rows differ from the
page's background (#f2f2f7) and from white. Decodes the PNG with zlib alone (no imaging package on a fresh CI
machine); only the top rows, which is cheap and enough, since the shown entry starts there.
Usage: python3 .ci/screenshot-check.py SHOT.png"""
import struct
import sys
import zlib

TOP_ROWS = 700
MIN_SHARE = 0.02
BACKGROUNDS = {(242, 242, 247), (255, 255, 255)}


def rows(path, limit):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG file")
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunk = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        raise SystemExit(f"{path}: unexpected PNG format (depth {depth}, colour type {color})")
    step = 3 if color == 2 else 4
    stride = width * step
    raw = zlib.decompressobj().decompress(idat, (stride + 1) * min(limit, height))
    previous = bytearray(stride)
    for y in range(min(limit, height)):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - step] if x >= step else 0
            up = previous[x]
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                corner = previous[x - step] if x >= step else 0
                estimate = left + up - corner
                a, b, c = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                line[x] = (line[x] + (left if a <= b and a <= c else up if b <= c else corner)) & 255
        yield width, step, line
        previous = line


def main(path):
    drawn = total = 0
    for width, step, line in rows(path, TOP_ROWS):
        for x in range(0, width * step, step):
            total += 1
            drawn += tuple(line[x:x + 3]) not in BACKGROUNDS
    share = drawn / max(total, 1)
    if share < MIN_SHARE:
        print(f"BROWSER-CHECK FAIL: {path} is blank ({share:.1%} of its top {TOP_ROWS} rows drawn)")
        return 1
    print(f"ok {path}: {share:.1%} of its top {TOP_ROWS} rows drawn")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
