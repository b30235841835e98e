"""A wording of the Mana zone read as the grammar's (issue 30, gram99): a rewording of the
lexer's one fold pass (:mod:`.folds`, the table in :mod:`.rewordings`).

* "[ready / exhausted] Mana Orb(s) you have" is "… Mana Orb(s) in your Mana zone": the
  objects of a player's Mana zone are that player's Mana Orbs (3.2.9.c), and no Mana Orb is
  anywhere else — "per Mana Orb you have", "the number of exhausted Mana Orbs you have".
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import Rewording, Words


def _orbs_you_have(t: Words) -> int:
    """ "Mana Orb(s) you have" -> "Mana Orb(s) in your Mana zone" (3.2.9.c), the printed
    spans of "you have" taken by "in your Mana zone"."""
    i, low = t.at, t.low
    if low[i + 1 : i + 2] not in (["orb"], ["orbs"]) or low[i + 2 : i + 4] != ["you", "have"]:
        return 0
    if low[i + 4 : i + 5] and low[i + 4] in ("in", "at", "more", "fewer", "less", "than"):
        return 0  # "… you have in your Mana zone", "… you have more than": said otherwise
    t.said.extend(t.printed[i : i + 2])
    you, have = t.printed[i + 2], t.printed[i + 3]
    t.say(["in", "your"], [you])
    t.say(["mana", "zone"], [have])
    return 4


MANA_ORB_WORDS = (
    Rewording("Mana Orbs a player has (3.2.9.c)", frozenset({"mana"}), _orbs_you_have),
)
"""The wordings of the module docstring."""
