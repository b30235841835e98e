"""A trace line that would start with a step's raw label — its source and an atomic action's
internal name, "Offering: sacrifice: Vanilla 2/2/2" — said in a judge's words (issue 31).

A step's default label is its source and its action's name (engine/steps/subjects.py); a line
made from it before the step's events happen (the objects it will act on, 6.1.e), or when
nothing happens (6.5.h, 1.4.1.c), or naming a condition (6.3.b, 6.5.d), repeated that name
after a colon. Said instead as a judge says it, the action as a verb, never as a name:

- only the objects follow: "Offering will sacrifice Vanilla 2/2/2" (:func:`will_do`);
- nothing happens: "Numbing Gust would exhaust: nothing happens [...]";
- the source is the object acted on: "Kuwat, the Dissenter will sacrifice itself";
- a sentence follows ("judge request: Moonlight Jellyfish is sacrificed …", "Nélia: the
  condition … is met", "Kuwat: play a card now — …"): the sentence says the action, so the
  name goes.

Applied once, to every entry the engine gives out (:mod:`engine.core`), so each producer keeps
its label and this module alone says it. The words are those the command line already showed
(judge_app/sandbox/line_words.py, which still reads lines saved by earlier releases); the
rules a line cites are not changed. A line whose source is a player ("p1: draw") is not a
step's label and is left as it is.
"""

from __future__ import annotations

import re

from engine.state.actions import ActionKind
from engine.why.step_words import bare, will_do

_KINDS = sorted((k.value.replace("_", " ") for k in ActionKind), key=len, reverse=True)
_RAW = re.compile(
    r"^(?P<src>[^:()]+?): (?P<kind>" + "|".join(re.escape(k) for k in _KINDS) + r"): (?P<body>.+)$",
    re.S,
)
_NOTE = re.compile(r"\[[^\[\]]*\]")
_MASK = re.compile(r"\x00(\d+)\x00")
_PLAYER = re.compile(r"p\d+")
NAME_WORDS = frozenset({"the", "of", "and", "a", "an", "&", "itself", "in", "s"})
"""Words a list of object names may hold besides the names ("Kojo & Booda", "itself")."""


def only_names(text: str) -> bool:
    """Whether ``text`` names objects and says no action ("Vanilla 1/1/1", "itself")."""
    words = re.findall(r"[A-Za-z&']+", text)
    return all(w[0].isupper() or w.lower() in NAME_WORDS for w in words)


def verb(kind: str) -> str:
    """An action's name as the verb after "to", in its rule's words: "give boost" → "give
    a boost", "switch expeditions" → "switch the Expeditions"."""
    try:
        return bare(ActionKind(kind.replace(" ", "_")))
    except ValueError:
        return kind


def label_said(text: str, named: str = "") -> str:
    """``text`` with a leading raw step label said in a judge's words (the module's
    docstring); any other text unchanged. ``named``: the same line naming every hidden card
    (3.1.3.f) — what follows the label is a list of objects if it is one there, though the
    table's text says "a card in p1's Hand"."""
    notes: list[str] = []

    def mask(match: re.Match[str]) -> str:
        notes.append(match.group(0))
        return f"\x00{len(notes) - 1}\x00"

    masked = _NOTE.sub(mask, text)
    m = _RAW.match(masked)
    if m is None or _PLAYER.fullmatch(m.group("src")):
        return text
    seen = _RAW.match(_NOTE.sub("", named)) if named else None
    seen_first = (seen.group("body") if seen is not None else "").partition(";")[0]
    src, kind, body = m.group("src"), m.group("kind"), m.group("body")
    if body.startswith(src + " ") and not body.startswith(src + " ("):
        said = body  # "Tireless Drill gains 1 boost": the sentence says the action
    else:
        if body == src or body.startswith((src + ";", src + ", ")):
            body = f"itself{body[len(src) :]}"  # the source acts on itself
        first, semi, rest = body.partition(";")
        if first.startswith("nothing happens"):
            said = f"{src} would {verb(kind)}: {body}"
        elif only_names(_MASK.sub("", first)) or (seen_first and only_names(seen_first)):
            will = will_do(kind, first.strip()) or f"will {verb(kind)} {first.strip()}"
            said = f"{src} {will}{semi}{rest}"
        else:
            said = f"{src}: {body}"
    return _MASK.sub(lambda n: notes[int(n.group(1))], said)
