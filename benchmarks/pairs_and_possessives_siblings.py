"""Object phrases (issue 30, gram103): pairs acting together, another player's objects said
with a possessive, a group's amount said "each", counted targets held together — each
sibling sentence printed on a Spell (its effect, 5.2.4), read by the grammar alone and
judged by what it MEANS: its compiled steps must be those of a wording the reader already
reads right (the same meaning said the way the rules say it), or, where the engine cannot do
what it says, it must be refused ("refused as expected"). Right, WRONG (it compiles but means
something else, or should have been refused: a precision failure) or refused.

    .venv/bin/python benchmarks/pairs_and_possessives_siblings.py
"""

from __future__ import annotations

import sys

from _common import audit_card

from scenarios.cards.printed import read_printed

# sibling -> the wording it means (already read right), or None: the engine cannot do it
SIBLINGS: dict[str, str | None] = {
    # -- two objects acting together: "exchange / swap their boosts" (7.3.11.a) --
    "Two target Characters you control exchange their boosts.": (
        "Exchange the boosts of two target Characters you control."
    ),
    "Two target Characters exchange their boosts.": "Exchange the boosts of two target Characters.",
    "Two target Characters an opponent controls exchange their boosts.": (
        "Exchange the boosts of two target Characters an opponent controls."
    ),
    "Two target Boosted Characters exchange their boosts.": (
        "Exchange the boosts of two target Boosted Characters."
    ),
    "Two target Characters you control swap their boosts.": (
        "Exchange the boosts of two target Characters you control."
    ),
    "Swap the boosts of two target Characters you control.": (
        "Exchange the boosts of two target Characters you control."
    ),
    "Swap the boosts of two target Characters.": "Exchange the boosts of two target Characters.",
    "Target two Characters you control and swap their boosts.": (
        "Exchange the boosts of two target Characters you control."
    ),
    "Two target Characters in my Expedition exchange their boosts.": (
        "Exchange the boosts of two target Characters in my Expedition."
    ),
    # what the engine has no exchange for: refused
    "Two target Characters you control exchange their counters.": None,
    "Two target Characters exchange their statistics.": None,
    "Two target Characters you control exchange their Expeditions.": None,
    "Three target Characters exchange their boosts.": None,
    "Two target Characters swap their statistics.": None,
    # -- another player's objects: "target opponent's X", "an opponent's X" (1.2.6, 6.5.b) --
    "Target opponent's Character gains Asleep.": (
        "Target Character an opponent controls gains Asleep."
    ),
    "Target opponent's Character with Hand Cost 3 or less gains Asleep.": (
        "Target Character an opponent controls with Hand Cost 3 or less gains Asleep."
    ),
    "Target opponent's Character gains Anchored.": (
        "Target Character an opponent controls gains Anchored."
    ),
    "Return target opponent's Permanent to its owner's hand.": (
        "Return target Permanent an opponent controls to its owner's hand."
    ),
    "Send target opponent's Character to its owner's Reserve.": (
        "Send target Character an opponent controls to its owner's Reserve."
    ),
    "Target opponent's Boosted Character loses all its boosts.": (
        "Target Boosted Character an opponent controls loses all its boosts."
    ),
    "Discard target opponent's Permanent.": "Discard target Permanent an opponent controls.",
    "Target opponent's token gains Asleep.": "Target token an opponent controls gains Asleep.",
    "Send an opponent's Character to its owner's Reserve.": (
        "Send a Character an opponent controls to its owner's Reserve."
    ),
    "Target opponent's Character gains 2 boosts.": (
        "Target Character an opponent controls gains 2 boosts."
    ),
    "Your opponent's Characters gain Asleep.": "Characters an opponent controls gain Asleep.",
    "Your opponent's Characters lose all their boosts.": (
        "Characters an opponent controls lose all their boosts."
    ),
    # a card in another player's zone is not a controlled object: left to the judge
    "Discard target opponent's card from their Reserve.": None,
    "Target opponent's Character you control gains Asleep.": None,
    # -- a group's amount said "each" (7.3.17): every one of them gains it --
    "Characters in target Expedition you control gain 1 boost each.": (
        "Characters in target Expedition you control gain 1 boost."
    ),
    "Characters in target Expedition gain 2 boosts each.": (
        "Characters in target Expedition gain 2 boosts."
    ),
    "Characters you control gain 1 boost each.": "Characters you control gain 1 boost.",
    "Two target Characters gain 1 boost each.": "Two target Characters gain 1 boost.",
    "Up to two target Characters gain 2 boosts each.": "Up to two target Characters gain 2 boosts.",
    "Characters in my Expedition gain 1 boost each.": "Characters in my Expedition gain 1 boost.",
    # -- targets that go together, chosen one by one (6.5.b): the wording without the
    # words, each target fitting those before ("TOGETHER" + what goes together) --
    "Up to two target Characters in the same Expedition gain Asleep.": (
        "TOGETHER expedition Up to two target Characters gain Asleep."
    ),
    "Two target Characters in the same Expedition gain Anchored.": (
        "TOGETHER expedition Two target Characters gain Anchored."
    ),
    "Up to three target Characters in the same Expedition gain 1 boost.": (
        "TOGETHER expedition Up to three target Characters gain 1 boost."
    ),
    "Two target Characters you control in the same Expedition gain 1 boost each.": (
        "TOGETHER expedition Two target Characters you control gain 1 boost."
    ),
    "Two target Characters controlled by the same player lose all their boosts.": (
        "TOGETHER controller Two target Characters lose all their boosts."
    ),
    "Up to two target Characters controlled by the same player gain Asleep.": (
        "TOGETHER controller Up to two target Characters gain Asleep."
    ),
    "Two target Characters with different names gain 1 boost.": (
        "TOGETHER names Two target Characters gain 1 boost."
    ),
    "Return up to two target Characters with different names to their owners' hands.": (
        "TOGETHER names Return up to two target Characters to their owners' hands."
    ),
    # one target, or a group, cannot go together: refused
    "Target Character in the same Expedition gains Asleep.": None,
    "Characters in the same Expedition gain 1 boost.": None,
    # -- another player's hand is hidden (3.2.5): left to the judge --
    "Look at target opponent's hand. Choose a Character card from it. "
    "They put that card in their Reserve.": None,
}


def effect_of(sentence: str) -> tuple[object, ...] | None:
    """The compiled-ready effect steps of ``sentence`` printed on a Spell, read by the
    grammar alone; ``None`` when refused."""
    reading = read_printed(audit_card(sentence, "Spell"), patterns=False)
    if not reading.executable:
        return None
    return tuple(step.model_copy(update={"text": ""}) for step in reading.model.effect)


def judge(sentence: str, meaning: str | None) -> str:
    """Right when ``sentence`` reads as ``meaning`` reads (or is refused when ``meaning`` is
    ``None``)."""
    read = effect_of(sentence)
    if read is None:
        return "refused as expected" if meaning is None else "refused"
    if meaning is None:
        return "WRONG"
    together = ""
    if meaning.startswith("TOGETHER "):
        _, together, meaning = meaning.split(" ", 2)
    expected = effect_of(meaning)
    if expected is None:
        raise SystemExit(f"the wording a sibling means is not read: {meaning!r}")
    if together:  # the first step's targets go together
        expected = tuple(
            s.model_copy(update={"together": together}) if k == 0 else s
            for k, s in enumerate(expected)
        )
    return "right" if read == expected else "WRONG"


def main() -> int:
    tally: dict[str, int] = {}
    for sentence, meaning in SIBLINGS.items():
        verdict = judge(sentence, meaning)
        tally[verdict] = tally.get(verdict, 0) + 1
        print(f"{verdict:20} {sentence}")
    print(
        f"{len(SIBLINGS)} sentences: right {tally.get('right', 0)}, "
        f"refused as expected {tally.get('refused as expected', 0)}, "
        f"WRONG {tally.get('WRONG', 0)}, refused {tally.get('refused', 0)}"
    )
    return 1 if tally.get("WRONG") else 0


if __name__ == "__main__":
    sys.exit(main())
