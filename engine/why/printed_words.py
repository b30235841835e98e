"""A Reaction's printed text in the trace's words: its trigger as printed, and the whole
ability with its trigger icon said as the rules say it (CR 5.0 1.1.6: ``{J}`` When I enter
play, 1.1.6.e; ``{H}`` When I am played from Hand, 1.1.6.f; ``{R}`` When I am played from
Reserve, 1.1.6.g) — so the command line and the report read as the window does (one
vocabulary for both, engine/why/icon_words.py)."""

from __future__ import annotations

import re

from engine.state.cards import CardDef
from engine.why.icon_words import icons_said


def printed_trigger(text: str) -> str:
    """The trigger words of a Reaction's printed text ("When I'm sacrificed"): before its
    dash, without a leading icon or a Rare's ``#`` marks; "" when nothing precedes the
    dash but the whole text (an icon-only trigger)."""
    trigger = text.strip().strip("#").split(" — ", 1)[0].split("—", 1)[0].strip().strip("#")
    if trigger.startswith("{") and "} " in trigger:
        trigger = trigger.split("} ", 1)[1]
    return trigger


def ability_words(text: str) -> str:
    """A whole ability as the trace quotes it: spaces as one, a Rare's ``#`` marks left out,
    its icons said in words ("[When I am played from Hand] Send me to Reserve.")."""
    said = " ".join(text.replace("#", "").split())
    return icons_said(said)


_PRINTED_KEYWORD = re.compile(r"(?<!\[)\[([A-Za-z' ]+(?: \d+)?)\](?!\])")
"""A keyword in single brackets as the card prints it ("[Resupply]", "[Tough 1]") — not a
status in double brackets ("[[Fleeting]]") nor a token's name with its statistics."""


def printed_brackets(text: str, printed: str) -> str:
    """``text`` — an ability as the engine keeps it, its brackets made plain — with the
    keyword brackets its ``printed`` text has put back, in printed order: "Resupply." is
    "[Resupply]." when the card prints "[Resupply]." (7.4: keywords; a judge matches the
    words to the card). Words the engine's text does not have are left alone."""
    plain = " ".join(re.sub(r"[\u00a0\u202f\u2009]", " ", printed).split())
    out: list[str] = []
    rest = text
    for m in _PRINTED_KEYWORD.finditer(plain):
        word = m.group(1).strip()
        found = re.search(rf"(?<![\[\w]){re.escape(word)}(?![\]\w])", rest)
        if found is None:
            continue
        out.append(rest[: found.start()] + f"[{word}]")
        rest = rest[found.end() :]
    return "".join(out) + rest


def card_ability_text(card: CardDef, index: int) -> str:
    """The text of ``card``'s engine ability ``index`` as printed on the card: the engine's
    text with the printed keyword brackets (:func:`printed_brackets`) when the card's
    printed abilities say which one it was read from; "" when it has none."""
    if not 0 <= index < len(card.abilities):
        return ""
    text = card.abilities[index].text
    printed = next((p for p, i in card.printed if i == index), "")
    return printed_brackets(text, printed) if text and printed else text
