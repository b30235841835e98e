"""Why a player is the one deciding: the rule behind each kind of pending decision."""

from __future__ import annotations

from engine import Decision, DecisionKind, GameState

_WHY: dict[str, tuple[str, tuple[str, ...]]] = {
    DecisionKind.TURN: (
        "{player} is taking a turn and chooses a turn effect: play a card, play a quick "
        "action, or pass.",
        ("4.2.3.d",),
    ),
    DecisionKind.PAY_MANA: (
        "{player} is playing the card and chooses which Mana Orbs to exhaust in the "
        "declaration of intent.",
        ("5.1.2.c",),
    ),
    DecisionKind.COST_CHOICE: (
        "{player} is playing the quick action and chooses, in the declaration of intent, what "
        "its cost discards or sacrifices.",
        ("6.1.a", "5.1.2.c"),
    ),
    DecisionKind.OPTIONAL_COST: (
        "{player} is playing the card and chooses, in the declaration of intent, whether to "
        "pay its optional cost and with what; no one is forced to pay a cost.",
        ("5.1.2.c", "6.4.b"),
    ),
    DecisionKind.CHOOSE_X: (
        "{player} is playing the quick action and chooses, in the declaration of intent, the "
        "X its cost spends: never more counters than the object has, since a cost is paid "
        "in full or not at all.",
        ("5.1.2.c", "2.5.h", "6.4.c"),
    ),
    DecisionKind.CHOOSE_STATUS: (
        "{player} controls the effect, so chooses, just before the step happens, which of "
        "the statuses it names its object gains.",
        ("6.1.g",),
    ),
    DecisionKind.TARGET: (
        "{player} controls the effect, so chooses its targets just before the step happens.",
        ("6.5.b", "6.1.g"),
    ),
    DecisionKind.OPTIONAL_STEP: (
        "{player} decides whether to do the optional step just before it would happen: "
        "the controller of the effect, or each player the step names, in initiative order.",
        ("6.5.c", "6.1.g", "6.1.h"),
    ),
    DecisionKind.CHOOSE: (
        "{player} makes the choice the step needs just before it happens: the controller "
        "of the effect, or each player the step names, in initiative order.",
        ("6.1.g", "6.1.h"),
    ),
    DecisionKind.CHOOSE_AMOUNT: (
        "{player} controls the effect, so chooses how many just before the step happens.",
        ("6.1.g",),
    ),
    DecisionKind.CHOOSE_MODE: (
        "{player} controls the modal effect, so chooses its modes one after the other; the "
        "chosen modes are resolved in the order chosen and the others are ignored.",
        ("6.5.g",),
    ),
    DecisionKind.PLAY_DESTINATION: (
        "{player} is playing the card, so chooses the Expedition it is played in.",
        ("5.2.1.a",),
    ),
    DecisionKind.PLACE: (
        "{player} chooses, for each object, which of their Expeditions the effect's "
        "single Expedition means (the object is Gigantic).",
        ("7.4.4.h",),
    ),
    DecisionKind.OPTIONAL_MODIFIER: (
        "{player} controls the optional replacing modifier, so chooses whether it applies "
        "when it is about to.",
        ("6.2.d",),
    ),
    DecisionKind.MODIFIER_ORDER: (
        "Several replacing modifiers would apply to the same atomic action and the outcome "
        "depends on which goes first; {player} controls the step (or is first in "
        "initiative order when nobody does), so chooses. The others are checked again "
        "afterwards.",
        ("6.2.h", "6.2.i", "1.4.5.a"),
    ),
    DecisionKind.CHOOSE_COUNTER: (
        "{player} controls the effect, so chooses which counter the object augments.",
        ("7.3.4.a", "6.1.g"),
    ),
    DecisionKind.TARGET_ONE_MORE: (
        "{player} controls the effect, so chooses its targets just before the step happens, "
        "one by one while their total stays within the limit the effect names.",
        ("6.5.b", "6.1.g"),
    ),
    DecisionKind.REMOVE_COUNTERS: (
        "{player} controls the effect, so chooses which counters it removes; counters of "
        "one name on an object are indistinguishable.",
        ("6.1.g", "2.5.d"),
    ),
    DecisionKind.SPEND_IN_ALL: (
        "{player} controls the effect, so divides the counters it spends among the objects "
        "it names, exactly that many in all; no object can spend more than it has.",
        ("6.1.g", "7.3.38.a", "7.3.38.b"),
    ),
    DecisionKind.ROLL_DIE: (
        "{player} rolls a fair six-sided die and the result is noted: enter what the die "
        "showed (1 to 6). The steps after the roll use that result. When a passive ability "
        "has them roll more dice and keep one, each die is entered in turn, then the result "
        "kept.",
        ("7.3.33.a", "7.3.33.b", "7.3.33.c"),
    ),
    DecisionKind.MODIFY_ROLL: (
        "{player} rolled and has a passive ability that may modify the result; having seen "
        "the die, they decide whether to use it. The steps after the roll use the result "
        "noted.",
        ("7.3.33.c", "7.3.33.b"),
    ),
    DecisionKind.CHOOSE_REACTION: (
        "{player} is the first player in initiative order who controls a Reaction in "
        "Limbo, so chooses one and plays it.",
        ("4.4.b", "1.4.5.a"),
    ),
    DecisionKind.EXPAND: (
        "During Expand each player may put one card from their Hand in their Mana zone; "
        "players decide in initiative order.",
        ("4.2.1.e", "1.4.5.a"),
    ),
    DecisionKind.CLEANUP_RESERVE: (
        "During Clean-up each player chooses what stays in their Reserve; players decide "
        "in initiative order.",
        ("4.2.5.c", "1.4.5.a"),
    ),
    DecisionKind.CLEANUP_LANDMARKS: (
        "During Clean-up each player chooses what stays in their Landmarks; players "
        "decide in initiative order.",
        ("4.2.5.c", "1.4.5.a"),
    ),
    DecisionKind.MORNING_SHUFFLE: (
        "{player} would draw more cards than their Deck holds, so decides whether to "
        "shuffle their Discard pile back into it.",
        ("7.3.9.c",),
    ),
    DecisionKind.INITIAL_MANA: (
        "Each player puts three cards from their Hand in their Mana zone at the start of the game.",
        ("4.1.i",),
    ),
}

_DEFAULT = (
    "Unless an effect says otherwise, its controller makes the decisions its steps need; "
    "when several players decide, they do so in initiative order.",
    ("6.1.g", "6.1.h"),
)


_CONTROLS = "{player} controls the effect, so chooses"
_NAMED_TO_DO = (
    "{player} does this step: {card}'s effect is {controller}'s, but it names the players "
    "who do the step, each making the step's choices, in initiative order. So {player} "
    "chooses"
)
_NAMED_RULES = ("7.5.6.b", "6.1.h")


def _named_to_do(state: GameState, decision: Decision) -> tuple[str, str] | None:
    """``(card, controller)`` when ``decision.player`` decides for a step an effect they do
    not control names them to do ("Each player may give target Character they control 1
    boost", "Target opponent sacrifices a Character", 1.4.7.b): the step is theirs to do,
    the effect stays its controller's. None otherwise (the source gone, or theirs)."""
    step = decision.resume.step
    # the object whose effect it is ("I", 7.2.1): its controller controls the effect
    me = state.objects.get(step.me or "") if step is not None else None
    if step is None or me is None or me.controller == decision.player:
        return None
    return step.source or state.name(me.id), me.controller


def why_this_player(state: GameState, decision: Decision) -> tuple[str, tuple[str, ...]]:
    """A sentence saying why ``decision.player`` decides, the rules that say so (ids of
    CR 5.0), and the initiative order at this moment (1.4.5.a). A player an effect names to
    do a step decides as the one doing it, not as the effect's controller (1.4.7.b)."""
    text, rules = _WHY.get(decision.kind, _DEFAULT)
    order = " → ".join(state.initiative_order())
    named = _named_to_do(state, decision) if text.startswith(_CONTROLS) else None
    if named is not None:
        card, controller = named
        text = text.replace(
            _CONTROLS,
            _NAMED_TO_DO.format(player="{player}", card=card, controller=controller),
        )
        rules = (*_NAMED_RULES, *rules)
    sentence = text.format(player=decision.player)
    return f"{sentence} Initiative order now: {order}.", tuple(
        dict.fromkeys((*rules, *decision.rules))
    )
