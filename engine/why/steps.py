"""Decision points of the steps that follow a step of the same effect: "[X], then [Y it]"
as two steps (6.1.c) rather than "if you did" (6.5.f), the steps after a short Deck's "top N
cards" (3.2.2.e), and a Gigantic Character leaving both Expeditions at once (7.4.4.b).

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    "effect.then_steps": Point(
        "Is '[X], then [Y]' — Y acting on what X chose, made or revealed ('it', 'them', "
        "'its Expedition') — a separate step after X, not a condition on it?",
        ("6.1.c",),
        non_event=True,
    ),
    "effect.it_named": Point(
        "What does 'it' / 'that [noun]' / 'them' in a later step of the effect name: what "
        "the step before chose, made or moved — the same object, acted on by a step of its "
        "own, not chosen anew?",
        ("6.1.c",),
    ),
    "effect.then_if": Point(
        "'[X]. Then, if [condition], [Y]': is Y's condition evaluated after X, just before "
        "Y — a condition of its own, not 'if you did'?",
        ("6.5.d", "6.1.c"),
    ),
    "step.mandatory": Point(
        "Must a player do a step with no 'you may' that takes their own objects — sacrifice, "
        "discard, exhaust or return their own?",
        ("6.5.a",),
    ),
    "step.mandatory_choice": Point(
        "Must a player choose a mode of 'Choose one: ● … ● …', or an amount of at least one, "
        "when the step has no 'you may'?",
        ("6.5.a",),
    ),
    "effect.same_condition_next": Point(
        "'If [condition], I gain 1 boost and Fleeting': does the second step happen only "
        "'if you did' the first — or is it the condition's next step, mandatory, whatever "
        "the first did?",
        ("6.5.d", "6.5.a", "6.1.c"),
    ),
    "effect.same_player_next": Point(
        "When a card names a player for one step and says 'they' / 'that player' for the "
        "next, who does the next step: the same player, targeted once — and does it happen "
        "whatever the first step did?",
        ("6.5.b", "7.5.6.b", "6.1.c"),
    ),
    "effect.second_target": Point(
        "When one step names two targets ('target Character and target Permanent each gain 1 "
        "boost'), is each chosen once — never the same object — and is the second acted on "
        "whatever happened to the first?",
        ("6.5.b", "6.1.e"),
    ),
    "effect.each_member": Point(
        "After a step on several targets, is 'If they [had / are] …, they [Y]' judged for "
        "each target on its own — its condition evaluated just before, of that target (as it "
        "last was, if it left), and Y done only to the targets for which it holds?",
        ("6.5.d", "6.1.e"),
    ),
    "effect.it_is_the_card_drawn": Point(
        "Is 'it' after 'Draw a card' ('If it's a Spell, …') the card that step moved — the "
        "top card of the Deck, now in the Hand?",
        ("7.3.9.a", "6.1.c"),
    ),
    "effect.it_is_the_card_resupplied": Point(
        "Is 'it' after 'Resupply' ('If you put a Character in Reserve this way, …') the card "
        "that step moved — the top card of the Deck, now in the Reserve?",
        ("7.3.31.a", "6.1.c"),
    ),
    "group.short_deck_rest": Point(
        "Do the steps after one on 'the top N cards' of a Deck holding fewer keep resolving "
        "with the cards there were ('If they did, they discard nothing')?",
        ("3.2.2.e",),
        non_event=True,
    ),
    "gigantic.leaves_once": Point(
        "Does a Gigantic Character an effect moves out of the Expedition zone leave each of "
        "its controller's Expeditions, or both at once as one object (one card or token, not "
        "two)?",
        ("7.4.4.b", "7.4.4.c"),
        non_event=True,
    ),
    "ability.reserve_passive": Point(
        "Does a passive ability (not a support ability) of a card in Reserve change a cost, "
        "statistics, terrains or a limit, or forbid playing a card?",
        ("2.2.12.g", "2.2.12.i"),
        non_event=True,
    ),
    "effect.i_was_in_terrain": Point(
        "Is 'if I am in [terrain]' true of an object that left the Expedition zone: was "
        "one of the Expeditions it was in when it stopped existing in that terrain?",
        ("6.3.j", "7.5.8.c"),
    ),
    # "If you did" judged by the start of X, not by what it changed (6.5.f).
    "effect.did_unchanged": Point(
        "'[X]; if you did, [Y]': did the player do X when X happened but changed nothing "
        "('they draw a card' from an empty Deck)?",
        ("6.5.f", "1.2.7.d"),
        non_event=True,
    ),
    "effect.cost_impossible": Point(
        "'[X] to [Y]' / '{T}: [Y]' inside an effect: is Y done when the cost X is impossible?",
        ("6.4.c", "6.1.d"),
        non_event=True,
    ),
    "effect.did_impossible": Point(
        "'[X]; if you did, [Y]': did the player do X when every part of X was impossible?",
        ("6.5.h", "6.5.f"),
        non_event=True,
    ),
    # ------------------------------------ a later step finding what the effect moved (2.1.f)
    "effect.found_where_moved": Point(
        "Does a later step of the effect ('If you put a Character in Reserve this way, … play "
        "it') find the card an earlier step moved without choosing it, as the new object in "
        "its visible destination zone?",
        ("2.1.f",),
    ),
    "effect.follows_its_move": Point(
        "Does a later step of the effect ('then exhaust it') find the object the effect "
        "itself moved, as the new object in its visible destination zone?",
        ("2.1.f",),
    ),
    "effect.it_moved_to_hidden": Point(
        "Does a later step ('then put it in Reserve', 'it gains 2 boosts') find an object "
        "the effect itself moved to a Hand or Deck?",
        ("2.1.j", "2.1.d", "2.1.f"),
        non_event=True,
    ),
    "effect.moved_to_hidden": Point(
        "Does a later step find 'me' after the ability itself moved it to a Hand or Deck?",
        ("2.1.d", "3.1.3.d", "2.1.f"),
    ),
}
