"""Sibling sentences of "the other players' choices" (eng75, issues 30 and 31): a step a
group of players does, in one order for every atomic action (6.1.h, 1.4.5.a); another player
choosing to pay or to suffer ("[step] unless they pay {N}", "… unless they [step]", 6.5.d,
1.2.5); "for each player who does / opponent who didn't" after "Each player may …" (6.5.i).

Each sibling is ``(sentence, answer, expected)``: played as a Spell by p1, who has the
initiative (1.4.5.a); p2 has two ready Mana Orbs. Every "may" / "pay" is answered ``answer``
("yes" / "no"), every choice with its first option. ``expected`` is the decisions the engine
must ask, in order, as "kind:player" (Mana payments left out), followed by what must be
true at the end ("| p2 hand -1"), or ``"refused"`` when the engine cannot do what the text
says and the reader must leave it to the judge. Measured before → after by
``benchmarks/group_decisions_audit.py``."""

from __future__ import annotations

OPPONENTS = ("Each opponent", "Target opponent")
"""The players a tax names (1.2.1.b: in a two-player game the one opponent)."""
SUFFERED = (
    ("sacrifices a Character", "p2 expedition -1"),
    ("sacrifices a Permanent", ""),
    ("discards a card from their hand", "p2 hand -1"),
    ("discards a card from their Reserve", "p2 reserve -1"),
    ("exhausts a Character they control", "p2 exhausted +1"),
    ("returns a Character they control to their hand", "p2 hand +1"),
    ("sends a Character they control to Reserve", "p2 reserve +1"),
)
"""The step a player suffers unless they pay (7.3.36 sacrifice, 7.3.7 discard, exhaust,
return, send to Reserve), with what it changes on p2's side of the board."""
COSTS = ("{1}", "{2}")
PAID_INSTEAD = (
    ("exhaust a Character they control", "p2 exhausted +1"),
    ("sacrifice a Character", "p2 expedition -1"),
    ("discard a card from their hand", "p2 hand -1"),
    ("return a Character they control to their hand", "p2 hand +1"),
)
"""The step a player may do instead of suffering ("… unless they [step]")."""
MAY_STEPS = (
    ("sacrifice a Character", "choose"),
    ("discard a card from their hand", "choose"),
    ("exhaust a Character they control", "choose"),
    ("return a Character they control to their hand", "choose"),
    ("put a card from their hand in Reserve", "choose"),
    ("draw a card", ""),
    ("Resupply", ""),
)
"""What "Each player may …" does before "for each player who does"; "choose" when each
player who does chooses one of theirs (6.1.h)."""
FOR_EACH = (
    ("draw a card", "p1 deck -{n}"),
    ("draw two cards", "p1 deck -{n2}"),
)
"""What the effect's controller does once per player who did (6.5.i): the cards p1 draws
(p1's own step may change p1's hand too)."""
GROUP_ACTIONS = (
    "sacrifice a Character",
    "discard a card from their hand",
    "discard a card from their Reserve",
    "exhaust a Character they control",
    "return a Character they control to their hand",
    "send a Character they control to Reserve",
)
"""Steps every player does, each choosing one of theirs (the one order, 6.1.h)."""


def _third(verb: str) -> str:
    first, _, rest = verb.partition(" ")
    return (first + "es" if first.endswith("h") else first + "s") + (" " + rest if rest else "")


def tax_siblings() -> list[tuple[str, str, str]]:
    """ "[opponent] [suffers X] unless they pay {N}": the opponent named decides and pays
    (1.2.5, 6.5.d); paid, nothing else; not paid, they suffer X."""
    out = []
    for who in OPPONENTS:
        target = "target:p1 " if who.startswith("Target") else ""
        for suffered, change in SUFFERED:
            for cost in COSTS:
                text = f"{who} {suffered} unless they pay {cost}."
                out.append((text, "yes", f"{target}optional_step:p2 | p2 mana -{cost[1]}"))
                chosen = " choose:p2" if change else ""  # p2 controls no Permanent
                out.append((text, "no", f"{target}optional_step:p2{chosen} | {change}"))
    return out


def step_tax_siblings() -> list[tuple[str, str, str]]:
    """ "[opponent] [suffers X] unless they [do Y]": Y is theirs to do or not (6.5.c)."""
    out = []
    for who in OPPONENTS:
        target = "target:p1 " if who.startswith("Target") else ""
        for paid, paid_change in PAID_INSTEAD:
            for suffered, _ in SUFFERED[2:5]:
                if suffered.split()[0] == _third(paid).split()[0]:
                    continue
                text = f"{who} {suffered} unless they {paid}."
                out.append((text, "yes", f"{target}optional_step:p2 choose:p2 | {paid_change}"))
    return out


def unpayable_siblings() -> list[tuple[str, str, str]]:
    """A tax the opponent cannot pay in full is not offered (1.2.5.c, 6.1.g): p2 has two
    Mana Orbs, so {3} is suffered without a question."""
    return [
        (f"Each opponent {suffered} unless they pay {{3}}.", "yes", f"choose:p2 | {change}")
        for suffered, change in SUFFERED[:4]
        if change
    ]


def each_player_tax_siblings() -> list[tuple[str, str, str]]:
    """ "Each player [suffers X] unless they pay {1}": each player decides in initiative
    order (6.1.h); p1 pays with the Mana left after the Spell."""
    return [
        (
            f"Each player {suffered} unless they pay {{1}}.",
            "yes",
            "optional_step:p1 optional_step:p2 | p2 mana -1",
        )
        for suffered, _ in SUFFERED
    ]


def for_each_siblings() -> list[tuple[str, str, str]]:
    """ "Each player may [X]. For each player who does, [Y]." / "[Y] for each player who
    does.": Y once per player who did X (6.5.i), the controller's (6.5.f)."""
    out = []
    for may, chooses in MAY_STEPS:
        for yours, change in FOR_EACH:
            asks = " ".join(
                f"optional_step:{p}" + (f" choose:{p}" if chooses else "") for p in ("p1", "p2")
            )
            cap = yours[0].upper() + yours[1:]
            for text in (
                f"Each player may {may}. For each player who does, {yours}.",
                f"Each player may {may}. {cap} for each player who does.",
            ):
                out.append((text, "yes", f"{asks} | {change.format(n=2, n2=4)}"))
            opp = f"optional_step:p2{' choose:p2' if chooses else ''}"
            out.append(
                (
                    f"Each opponent may {may}. For each opponent who didn't, {yours}.",
                    "no",
                    f"optional_step:p2 | {change.format(n=1, n2=2)}",
                )
            )
            out.append(
                (
                    f"Each opponent may {may}. For each opponent who does, {yours}.",
                    "yes",
                    f"{opp} | {change.format(n=1, n2=2)}",
                )
            )
    return out


def order_siblings() -> list[tuple[str, str, str]]:
    """The one order (6.1.h, 1.4.5.a): each player in initiative order makes all of their
    decisions for the step — their "may", then their choice — and the step is done for all
    of them once every one has decided ("acted early" when an object changed before)."""
    out = []
    for action in GROUP_ACTIONS:
        out.append(
            (
                f"Each player may {action}.",
                "yes",
                "optional_step:p1 choose:p1 optional_step:p2 choose:p2",
            )
        )
        out.append((f"Each player {_third(action)}.", "yes", "choose:p1 choose:p2"))
    return out


def any_opponent_siblings() -> list[tuple[str, str, str]]:
    """ "Any opponent may [X]. If no one does, [Y]": the one opponent decides (1.2.1.b)."""
    return [
        (
            f"Any opponent may {may}. If no one does, draw a card.",
            "no",
            "optional_step:p2 | p1 deck -1",
        )
        for may, _ in (*MAY_STEPS[:5], ("pay {1}", ""), ("pay {2}", ""))
    ]


def siblings() -> list[tuple[str, str, str]]:
    """Every sibling, in the order the audit prints them."""
    return [
        *order_siblings(),
        *tax_siblings(),
        *step_tax_siblings(),
        *unpayable_siblings(),
        *each_player_tax_siblings(),
        *for_each_siblings(),
        *any_opponent_siblings(),
    ]


# ---- the grammar's reader tests (merged into :mod:`.sentences`): one sentence per new rule
_TAX = "Each opponent sacrifices a Permanent unless they pay {1}."
_STEP_TAX = (
    "Target opponent discards a card from their hand unless they exhaust a Character they control."
)
_WHO_DOES_FIRST = (
    "Each player may exhaust a Character they control. For each player who does, draw a card."
)
_WHO_DIDNT_FIRST = (
    "Each opponent may sacrifice a Character. For each opponent who didn't, draw a card."
)
_WHO_DIDNT = (
    "Each player may exhaust a Character they control. Draw two cards for each player who didn't."
)
_EACH_PLAYER_TAX = "{J} Each player sacrifices a Character unless they pay {1}."
_EXHAUST_MINE = {"action": "exhaust", "subject": "a_character_you_control"}

READINGS_GROUP_DECISIONS: dict[str, dict[str, object]] = {
    _TAX: {
        "effect": [
            {
                "action": "pay_mana",
                "subject": "opponent",
                "amount": 1,
                "may": True,
                "if_not_done": [
                    {
                        "action": "sacrifice",
                        "subject": "a_character_or_permanent_you_control",
                        "filter": {"types": ["Permanent"]},
                        "players_do": "decider",
                    }
                ],
            }
        ]
    },
    _STEP_TAX: {
        "effect": [
            {
                **_EXHAUST_MINE,
                "may": True,
                "players_do": "target_opponent",
                "if_not_done": [{"action": "discard", "subject": "a_card_from_your_hand"}],
            }
        ]
    },
    _WHO_DOES_FIRST: {
        "effect": [
            {
                **_EXHAUST_MINE,
                "players_do": "each_player",
                "may": True,
                "then": [{"action": "draw", "amount": 1}],
                "follow_ups_yours": True,
            }
        ]
    },
    _WHO_DIDNT_FIRST: {
        "effect": [
            {
                "action": "sacrifice",
                "subject": "a_character_each_opponent_controls",
                "may": True,
                "if_not_done": [{"action": "draw", "amount": 1}],
            }
        ]
    },
    _WHO_DIDNT: {
        "effect": [
            {
                **_EXHAUST_MINE,
                "players_do": "each_player",
                "may": True,
                "if_not_done": [{"action": "draw", "amount": 2}],
                "follow_ups_yours": True,
            }
        ]
    },
}
RULE_SENTENCES_GROUP_DECISIONS: dict[str, tuple[str, ...]] = {
    "players_do_unless_they_pay": (_TAX, _EACH_PLAYER_TAX),
    "players_do_unless_they_do": (_STEP_TAX,),
    "per_players_who_did_first": (_WHO_DOES_FIRST,),
    "per_players_who_didnt_first": (_WHO_DIDNT_FIRST,),
    "per_players_who_didnt_chain": (_WHO_DIDNT,),
    "players_who_didnt": (_WHO_DIDNT_FIRST, _WHO_DIDNT),
}
REFUSED_GROUP_DECISIONS: dict[str, str] = {
    _EACH_PLAYER_TAX: "each player paying in turn is not done by the engine",
}
BOARD_SENTENCES_GROUP_DECISIONS: tuple[str, ...] = (_TAX, _STEP_TAX, _WHO_DOES_FIRST, _WHO_DIDNT)
"""Played on the generic boards too (test_board.py); p2 answering: test_board_group_decisions."""
