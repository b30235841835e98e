"""Revealing the top cards of one's Deck, and what the effect then does with them.

* "Reveal the top card / the top N cards of your Deck" is a ``reveal`` step on the top cards
  of the controller's Deck: an event that only gives information (1.2.7.d), on as many cards
  as there are when the Deck is short (3.2.2.e). What the effect says next of "it"/"them"
  is what was revealed (its ``then``, 6.5.f).
* "If it's a [kind], draw it. Otherwise, discard it." after revealing the top card: "draw
  it" is drawing one card (7.3.9.a moves the top card of the Deck to the Hand) — the card
  just revealed, as nothing can move between two steps of one effect. "Draw it" anywhere
  else is not understood.
* "Reveal the top N cards of your Deck. Choose up to M Characters from these cards and put
  them in your Expeditions. [They ...]. Discard the other cards." — the choice among the
  revealed cards (6.1.g), each put Character's Expedition chosen (6.1.g), what "they" do,
  then the revealed cards still in the Deck discarded (3.2.2.e Example: *Mind Apotheosis*).
"""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, number_word, read_clause


@clause(r"(?P<verb>reveal|look at) the top (?:card|(?P<n>\w+) cards) of your deck")
def _reveal(m: re.Match[str], c: str) -> Step:
    # 1.2.7.d: an event that only gives information — to every player, or to you alone when
    # you look at them (3.1.3.f); 3.2.2.e: as many as there are.
    amount = number_word(m["n"], c) if m["n"] else 1
    action = "reveal" if m["verb"] == "reveal" else "look"
    return {"action": action, "subject": "top_cards_of_your_deck", "amount": amount}


_DRAW_IT = {"action": "draw", "subject": "it"}
"""A placeholder for "draw it" while the sentences are chained (it acts on "it"); :func:`settle`
turns it into drawing the card just revealed, or refuses it."""


@clause(r"draw it")
def _draw_it(m: re.Match[str], c: str) -> Step:
    return dict(_DRAW_IT)


def settle(steps: list[Step], text: str, *, it_revealed: bool = False) -> list[Step]:
    """Resolve the "draw it" placeholders: after revealing the top card of your Deck, it is
    that card, so drawing it is drawing one card (7.3.9.a). With ``it_revealed`` ("When you
    reveal a card this way — ... draw it"), "it" in the effect's own steps is the card the
    trigger names, revealed in the Deck: the step stays a draw of "it" — a draw of that card
    while it is still the top card of its owner's Deck (7.3.9.a), as the engine checks when
    the step happens. Anywhere else it is not understood."""
    out = []
    for s in steps:
        if it_revealed and s.get("action") == "draw" and s.get("subject") == "it":
            out.append({**s, "amount": 1})
        else:
            out.append(_settled(s, text, revealed_top=False))
    return out


def _settled(step: Step, text: str, revealed_top: bool) -> Step:
    if step.get("action") == "draw" and step.get("subject") == "it":
        if not revealed_top:
            raise NotUnderstood(
                text, "'draw it' is understood only for the card just revealed from your Deck"
            )
        out = {k: v for k, v in step.items() if k != "subject"}
        out["amount"] = 1
        return out
    top = (
        step.get("action") == "reveal"
        and step.get("subject") == "top_cards_of_your_deck"
        and step.get("amount") == 1
    )
    out = dict(step)
    for key in ("then", "otherwise"):
        if key in out:
            # "otherwise" steps stand beside their step: they see what it saw.
            inner = top if key == "then" else revealed_top
            out[key] = [_settled(s, text, inner) for s in out[key]]
    return out


_CHOOSE_AMONG = re.compile(
    r"^reveal the top (?P<n>\w+) cards of your deck\. "
    r"choose up to (?P<m>\w+) characters from these cards and put them in your expeditions\."
    r"(?: (?P<they>(?:they|them) [^.]+)\.)?"
    r" discard the other cards\.?$"
)


_PUT_ONE = re.compile(
    r"^(?P<verb>reveal|look at) the top (?P<n>\w+) cards of your deck\. "
    r"put one (?:of them )?(?:in|into) (?P<zone>reserve|your reserve|your hand)"
    r",? and discard the others?\.?$"
)
_ONE_TO = {"reserve": "reserve", "your reserve": "reserve", "your hand": "hand"}


def _put_one(m: re.Match[str], low: str) -> list[Step]:
    """ "Reveal / Look at the top N cards of your deck. Put one in Reserve / your hand, and
    discard the other(s).": one of those cards chosen (6.1.g) and put there; the others,
    still in the Deck, discarded. Looked at, they are seen by you alone (3.1.3.f)."""
    put: Step = {"action": "put", "subject": "a_card_among_them", "to": _ONE_TO[m["zone"]]}
    return [
        {
            "action": "reveal" if m["verb"] == "reveal" else "look",
            "subject": "top_cards_of_your_deck",
            "amount": number_word(m["n"], low),
            "then": [put, {"action": "discard", "subject": "it", "the_others": True}],
        }
    ]


def read_choose_among(text: str) -> list[Step] | None:
    """ "Reveal the top N cards of your Deck. Choose up to M Characters from these cards and
    put them in your Expeditions. [They X.] Discard the other cards." (or "Put one in
    [Reserve / your hand], and discard the other(s).") — ``None`` if the text is not
    this."""
    low = " ".join(text.strip().lower().split())
    one = _PUT_ONE.match(low)
    if one is not None:
        return _put_one(one, low)
    m = _CHOOSE_AMONG.match(low)
    if m is None:
        return None
    put: Step = {
        # 6.1.g: a choice among the revealed cards; each one's Expedition chosen too.
        "action": "put",
        "subject": "characters_among_them",
        "up_to": number_word(m["m"], low),
        "to": "expedition",
    }
    if m["they"]:
        they = read_clause(m["they"])
        if they.get("subject") != "it" or "then" in they:
            raise NotUnderstood(low, f"'{m['they']}' is not understood of the cards put")
        put["then"] = [they]
    # "The other cards": the revealed cards still in the Deck — a card put in an
    # Expedition is a new object (2.1.d), no longer one of those revealed.
    discard: Step = {"action": "discard", "subject": "it", "the_others": True}
    return [
        {
            "action": "reveal",
            "subject": "top_cards_of_your_deck",
            "amount": number_word(m["n"], low),
            "then": [put, discard],
        }
    ]
