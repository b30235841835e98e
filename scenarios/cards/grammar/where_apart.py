"""A value's definition said as a sentence of its own, read as the ", where X is …" the
grammar quotes (issue 30): "Send to Reserve target Character with Hand Cost {X} or less. X
is the number of Characters you control." is "…{X} or less, where X is the number of …"
(the CR has no rule for "X is …"; its value is what the ability says it is).

Only a sentence that begins "X is" right after a sentence that says X (as "X", "{X}" or
"X+N") is joined, so every rule that reads ", where X is [amount]" after a step reads it
said apart too — never a pattern per sentence. Offsets are kept: the full stop is read as
the comma in its place, and "where" is read, with no printed word of its own, at the
start of the "X".
"""

from __future__ import annotations

Found = list[tuple[str, int, int]]


def _says_x(word: str) -> bool:
    low = word.lower()
    return low in ("x", "{x}") or low.startswith("x+")


def where_apart(found: Found) -> Found:
    """``found`` (words with their offsets) with each "[sentence saying X]. X is …" read as
    "[sentence saying X], where X is …"."""
    out: Found = []
    said_x = False
    for i, (word, start, end) in enumerate(found):
        after = [w.lower() for w, _, _ in found[i + 1 : i + 3]]
        if word == "." and said_x and after == ["x", "is"]:
            out.append((",", start, end))
            x_start = found[i + 1][1]
            out.append(("where", x_start, x_start))
            continue
        if word == ".":
            said_x = False
        elif _says_x(word):
            said_x = True
        out.append((word, start, end))
    return out
