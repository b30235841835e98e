"""The object another player chose, named back in a designer's other words, read as the
grammar's own: a rewording of the lexer's one fold pass (:mod:`.folds`, the table in
:mod:`.rewordings`), one meaning whatever the sentence (issue 30, gram92).

* "each [noun] chosen this way", "the [noun] chosen this way", "the [nouns] chosen this
  way" are "the chosen [noun]" / "the chosen [nouns]": the object each player of the choice
  chose (6.1.g, 6.1.h), one each — the reference slot's "the chosen [noun]" (grammar rule
  ``referent``), whose noun is checked against the choice it names back
  (grammar/references.py) as "the chosen Character" is. "each" after several choosers
  names the same objects "the chosen" names: one chosen by each of them.
* "Choose [cards] in it" after a sentence revealing a hand ("Target opponent reveals their
  hand.") is said as one word, "choose_in_the_hand_shown": "it" is that hand (3.2.4), a hidden zone
  another player shows — the grammar refuses the choice by name (3.1.3.f).
* "they control" in a mode the opponent chooses ("Target opponent chooses one: • They
  sacrifice a Landmark. • Characters they control lose all their boosts.") is "an opponent
  controls": "they" is the opponent choosing (6.5.g, 1.4.7.b), the one opponent of the
  engine's two-player games (1.2.1.b), wherever the mode's subject is not "They" / "You"
  (whose own words the lexer says for the choosing player already).
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import CLAUSE_START, Rewording, Words

_CHOSEN_THIS_WAY = ["chosen", "this", "way"]
_NOT_NOUN = CLAUSE_START | {",", ";", "and", "or", "of"}


def _chosen_this_way(t: Words) -> int:
    """ "each Character chosen this way" -> "the chosen Character" (one or two words of
    noun, "Expedition Permanent" too)."""
    i, low = t.at, t.low
    for k in (i + 2, i + 3):
        if low[k : k + 3] != _CHOSEN_THIS_WAY:
            continue
        noun = t.printed[i + 1 : k]
        if any(w.lower() in _NOT_NOUN or w.startswith("{") for w, _, _ in noun):
            return 0
        first, start, end = t.printed[i]
        t.said.append(("The" if first[0].isupper() else "the", start, end))
        t.said.append(("chosen", t.printed[k][1], t.printed[k + 2][2]))
        t.said.extend(noun)
        return k + 3 - i
    return 0


def _in_the_hand_shown(t: Words) -> int:
    """ "Choose a card in it" after "… reveals their hand." -> "choose_in_the_hand_shown"."""
    i, low = t.at, t.low
    if not t.starts_clause() or i < 1 or low[i - 1] != ".":
        return 0
    end = next((k for k in range(i, len(low)) if low[k] in CLAUSE_START), len(low))
    if low[end - 2 : end] != ["in", "it"]:
        return 0
    before = max((k for k in range(i - 1) if low[k] in CLAUSE_START), default=-1)
    sentence = low[before + 1 : i - 1]
    if not {"reveal", "reveals"} & set(sentence) or sentence[-1:] != ["hand"]:
        return 0
    t.said.append(("choose_in_the_hand_shown", t.printed[i][1], t.printed[end - 1][2]))
    return end - i


_OPPONENT_CHOOSES = (["opponent", "chooses", "one", ":"], ["opponent", "choose", "one", ":"])


def _they_control_in_their_mode(t: Words) -> int:
    """ "• Characters they control lose …" after "[Target] opponent chooses one:" ->
    "• Characters an opponent controls lose …"."""
    i, low = t.at, t.low
    if low[i + 1 : i + 2] != ["control"]:
        return 0
    bullet = max((k for k in range(i) if low[k] == "\u2022"), default=-1)
    if bullet < 0 or low[bullet + 1] in ("they", "you"):
        return 0
    if any(w in CLAUSE_START for w in low[bullet + 1 : i]):
        return 0
    colon = max((k for k in range(bullet) if low[k] == ":"), default=-1)
    if colon < 3 or low[colon - 3 : colon + 1] not in _OPPONENT_CHOOSES:
        return 0
    if any(w in (".", "\u2014") for w in low[colon:bullet] if w != ".") or (
        low[colon + 1 : bullet].count(".") != low[colon + 1 : bullet].count("\u2022")
    ):
        return 0  # only bullets (each ending with its full stop) between the colon and here
    _, start, _ = t.printed[i]
    t.said.extend((("an", start, start), ("opponent", start, start)))
    t.said.append(("controls", t.printed[i + 1][1], t.printed[i + 1][2]))
    return 2


CHOSEN_WORDS = (
    Rewording("an object chosen, named back (6.1.g)", frozenset({"each", "the"}),
              _chosen_this_way),
    Rewording("the opponent choosing a mode (6.5.g)", frozenset({"they"}),
              _they_control_in_their_mode),
    Rewording("a hand shown, named back (3.1.3.f)", frozenset({"choose"}),
              _in_the_hand_shown),
)  # fmt: skip
"""The wording of the module docstring."""
