"""The line a decision makes in the trace: who decides what, said of the player (issue 31).

A decision's prompt speaks to the player who answers it ("choose a turn effect", "Expand:
put a card in your Mana zone?", "Kitsune: you may resupply"): the decision panel shows it
so. The trace is read by a judge, about the players, so the line a decision makes says the
player by their name as the board names them and what they decide, in the third person:
"p2 chooses a turn effect", "Expand: p1 decides whether to put a card in their Mana zone",
"Kitsune: p1 decides whether to resupply".

A prompt is built as: heads ("Clean-up: ", a source's name and a colon, "your Deck is
empty: ") that set the scene, then one clause the player answers — an order ("choose …",
"roll a die …"), a choice offered ("you may …", "where to …"), or a question ("… ?"),
then what follows it (a card's text after the question, notes in brackets). Only the clause
is said of the player; the heads' "your" becomes the player's. Words only: the rules a
decision cites are its own (engine.why.table).
"""

from __future__ import annotations

_VERBS = frozenset((
    "choose", "roll", "apply", "shuffle", "discard", "put", "pay", "play", "order", "keep",
    "pick", "name", "enter", "answer", "decide", "select", "exhaust", "sacrifice", "reveal",
    "look", "give", "move", "return", "send", "draw", "target", "add", "activate", "augment",
    "spend", "resupply", "create", "ready", "gain", "have", "use", "take", "remove", "switch",
    "exchange", "copy", "search", "swap", "split", "assign", "distribute",
))  # fmt: skip
"""The orders a prompt gives (a verb's plain form, said of a player by :func:`_third`)."""


_OFFERS = ("you may ", "where to ", "whether to ", "which ", "how many ", "what to ")
"""How a prompt offers a choice rather than ordering it: said after "decides" or
"chooses"."""


def asked_line(player: str, prompt: str) -> str:
    """The trace's line for ``prompt`` asked of ``player``: "p2 chooses a turn effect"."""
    heads: list[str] = []
    rest = prompt
    while True:
        if _clause_start(rest):
            break
        head, colon, after = rest.partition(": ")
        if not colon or not after:
            return f"{player} decides: {_theirs(prompt, player)}"
        heads.append(_theirs(head, player))
        rest = after
    said = _said_of(player, rest)
    return ": ".join((*heads, said))


def _third(verb: str) -> str:
    """A verb's form said of one player: "choose" -> "chooses", "apply" -> "applies"."""
    if verb.endswith("y") and verb[-2:-1] not in ("a", "e", "o", "u"):
        return verb[:-1] + "ies"
    if verb.endswith(("s", "sh", "ch", "x", "z")):
        return verb + "es"
    return verb + "s"


def _clause_start(text: str) -> bool:
    """Whether ``text`` starts with the clause a player answers."""
    first = text.split(" ", 1)[0]
    return first in _VERBS or text.startswith(_OFFERS)


def _said_of(player: str, clause: str) -> str:
    """The clause a player answers, said of them."""
    question, mark, after = clause.partition("? ")
    if not mark and clause.endswith("?"):
        question, mark, after = clause[:-1], "?", ""
    if mark:  # "put a card in your Mana zone?": whether they do it
        lead = question[len("you may ") :] if question.startswith("you may ") else question
        said = f"{player} decides whether to {_theirs(lead, None)}"
        return said + (f" — {after}" if after else "")
    if clause.startswith("you may "):
        body = clause[len("you may ") :]
        body, dash, more = body.partition(" — ")
        said = f"{player} decides whether to {_theirs(body, None)}"
        return said + (f" — {_said_more(player, more)}" if dash else "")
    if clause.startswith(("where to ", "which ", "how many ", "what to ", "whether to ")):
        return f"{player} chooses {_theirs(clause, None)}"
    verb, _, body = clause.partition(" ")
    said = f"{player} {_third(verb)}" + (f" {_theirs(_and_verbs(body), None)}" if body else "")
    return said


def _said_more(player: str, more: str) -> str:
    """What follows an offer's dash ("choose one, or none not to"), said of the player."""
    return _said_of(player, more) if _clause_start(more) else _theirs(more, None)


def _and_verbs(body: str) -> str:
    """A second order joined by "and" ("roll a die … and enter what it showed"): said of the
    same player ("… and enters what it showed")."""
    words = body.split(" ")
    for i in range(1, len(words)):
        if words[i - 1] == "and" and words[i] in _VERBS:
            words[i] = _third(words[i])
    return " ".join(words)


def _theirs(text: str, player: str | None) -> str:
    """``text`` with the prompt's "your" said of the player: "their" inside the clause (its
    subject is the player), "p1's" in a head that names no one; card text in quotation marks
    is kept as printed."""
    out: list[str] = []
    quoted = False
    for word in text.split(" "):
        if not quoted and word.startswith("“"):
            quoted = True
        if not quoted and word in ("your", "(your"):
            said = "their" if player is None else f"{player}'s"
            word = word.replace("your", said)
        elif not quoted and word in ("Your", "(Your"):
            said = "Their" if player is None else f"{player}'s"
            word = word.replace("Your", said)
        if quoted and "”" in word:
            quoted = False
        out.append(word)
    return " ".join(out)
