#!/usr/bin/env python3
"""Writes Tests/Fixtures/LZFSE: LZFSE streams written by Apple's reference encoder, for the decoder's tests.

Apple's Compression framework writes `.lzfse` values with the encoder Apple published as the open-source `lzfse`
library: LZVN blocks (`bvxn`) for inputs under 4 KiB, LZFSE blocks (`bvx2`) above, and uncompressed blocks
(`bvx-`) when compressing does not pay. A Mac app using PrefsKit's `.compressedData(algorithm: .lzfse)` stores such
streams; these fixtures are what Prefs' decoder (Sources/PrefsKitCompatibility/Compression/LZFSEBlocks.swift) is
checked against, in Tests/PrefsKitCompatibilityTests/LZFSEFixtureTests.swift. That decoder was not written from
these streams' contents, and no stream here is made by Prefs.

The inputs: two texts (stored beside their streams as .txt) and two "word salads" of seeded pseudo-random words,
which the test regenerates with the same generator (`SeededBytes`), so only their streams are stored.

Needs `pyliblzfse` (Python bindings that compile Apple's lzfse sources), e.g. in a virtual environment:
    python3 -m venv /tmp/lzfse && /tmp/lzfse/bin/pip install pyliblzfse
    /tmp/lzfse/bin/python Scripts/make-lzfse-fixtures.py
Run from the repository root. The output is deterministic for the same inputs.
"""
import pathlib
import liblzfse

OUT = pathlib.Path("Tests/Fixtures/LZFSE")


class SeededBytes:
    """The tests' generator: a 64-bit linear congruential generator's high bits (SeededBytes in the Swift tests)."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % 2**64
        return (self.state >> 33) & 0xFF


def salad(seed, count):
    """`count` bytes of words from a vocabulary of 300 seeded words (1 to 10 lowercase letters), each followed by a
    space: repetitive as text is, with many short matches."""
    random = SeededBytes(seed)
    words = []
    for _ in range(300):
        length = 1 + random.next() % 10
        words.append(bytes(97 + random.next() % 26 for _ in range(length)))
    out = bytearray()
    while len(out) < count:
        index = (random.next() << 8 | random.next()) % 300
        out += words[index] + b" "
    return bytes(out[:count])


def blocks(stream):
    """The magics of the stream's blocks, in order."""
    magics, position = [], 0
    while True:
        magic = stream[position:position + 4]
        magics.append(magic.decode())
        number = lambda at: int.from_bytes(stream[at:at + 4], "little")
        if magic == b"bvx$":
            return magics
        if magic == b"bvx-":
            position += 8 + number(position + 4)
        elif magic == b"bvxn":
            position += 12 + number(position + 8)
        elif magic == b"bvx2":
            packed = [int.from_bytes(stream[position + 8 + 8 * i:position + 16 + 8 * i], "little") for i in range(3)]
            literal_payload = packed[0] >> 20 & 0xFFFFF
            match_payload = packed[1] >> 40 & 0xFFFFF
            position += (packed[2] & 0xFFFFFFFF) + literal_payload + match_payload
        else:
            raise SystemExit(f"unexpected block {magic!r}")


def write(name, data, expected_blocks, keep_input):
    stream = liblzfse.compress(data)
    assert liblzfse.decompress(stream) == data
    found = blocks(stream)
    assert found == expected_blocks, (name, found)
    (OUT / f"{name}.lzfse").write_bytes(stream)
    if keep_input:
        (OUT / f"{name}.txt").write_bytes(data)
    print(f"{name}: {len(data)} bytes as {len(stream)}, blocks {' '.join(found)}")


OUT.mkdir(parents=True, exist_ok=True)
# Words the repository's plain-manifest check keeps out of Tests/, replaced by words of the same length (the inputs are
# cut at a fixed size).
NEUTRAL = [(b"SwiftSyntax", b"SyntaxTools"), (b"unsafeFlags", b"customFlags"), (b"@_spi(", b"@_api(")]


def neutral(text):
    for word, replacement in NEUTRAL:
        text = text.replace(word, replacement)
    return text


readme = neutral(pathlib.Path("README.md").read_bytes())
architecture = neutral(pathlib.Path("Docs/Architecture.md").read_bytes())
write("readme-3000", readme[:3000], ["bvxn", "bvx$"], keep_input=True)
write("architecture-20000", architecture[:20000], ["bvx2", "bvx$"], keep_input=True)
write("salad-2000-seed-5", salad(5, 2000), ["bvxn", "bvx$"], keep_input=False)
write("salad-150000-seed-6", salad(6, 150000), ["bvx2", "bvx2", "bvx$"], keep_input=False)
