"""The semantic functions of the grammar's "players acting in turn" section: "Each player /
Each opponent [step]" — any step the grammar reads, in the third person, done by each of
those players as the one doing it ("you" in it is that player, 1.4.7.b), one after another
in initiative order (6.1.h; engine/steps/players_in_turn.py).

Precision first: only a step on the acting player's own things ("a Character they
control", "a card from their hand") or with no object (draw, create a token in their
Expedition) is kept; a step naming a target (who would choose it is not said, 6.5.b),
another player, or two steps at once is refused in a judge's words."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step

_FOLLOW_UPS = {
    "then": "a step following it ('If they do, …', 'it')",
    "if_cant": "'If they can't, …'",
    "if_not_done": "'If they don't, …'",
}
"""What a sentence after the players' step may add to it: whose step that is (theirs, or the
effect's controller's) is not said — refused (precision first)."""

EACH_CHOOSES = {
    ("sacrifice", "a_character_you_control"): "a_character_each_{one}_controls",
    ("sacrifice", "a_character_or_permanent_you_control"): (
        "a_character_or_permanent_each_{one}_controls"
    ),
    ("discard", "a_card_from_your_hand"): "a_card_from_each_{one}s_hand",
    ("discard", "a_card_from_your_reserve"): "a_card_from_each_{one}s_reserve",
}
"""Steps the engine does as one step in which each player chooses their own (6.1.h): the
subject for each player / each opponent ("{one}": "player" / "opponent")."""

TARGET_CHOOSES = {
    ("sacrifice", "a_character_you_control"): "a_character_target_opponent_controls",
    ("sacrifice", "a_character_or_permanent_you_control"): (
        "a_character_or_permanent_target_opponent_controls"
    ),
    ("discard", "a_card_from_your_hand"): "a_card_from_target_opponents_hand",
    ("discard", "a_card_from_your_reserve"): "a_card_from_target_opponents_reserve",
}
"""The same steps for "Target opponent": the opponent targeted (6.5.b) chooses their own."""

TARGET_PLAYER_CHOOSES = {
    ("sacrifice", "a_character_you_control"): "a_character_target_player_controls",
    ("sacrifice", "a_character_or_permanent_you_control"): (
        "a_character_or_permanent_target_player_controls"
    ),
    ("discard", "a_card_from_your_hand"): "a_card_from_target_players_hand",
    ("discard", "a_card_from_your_reserve"): "a_card_from_target_players_reserve",
}
"""The same steps for "Target player": either player targeted (6.5.b) chooses their own."""

OWN_THEN = "_players_own_then"
"""The reading's mark (never in the card format) of how many ``then`` steps the players'
own clause said ("… and puts it in their Reserve"): theirs, not a later sentence's."""

_OWN = ("you", "your")
"""A subject on the acting player's own things names them as "you" (the step's words)."""


class PlayersInTurnSemantics(SemanticsBase):
    """Steps each of several players does in turn (1.4.7.b, 6.1.h)."""

    def each_player_acting(self, _: list[Any]) -> str:
        return "each_player"

    def each_opponent_acting(self, _: list[Any]) -> str:
        return "each_opponent"

    @v_args(meta=True)
    def players_do(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "Each opponent exhausts a Character they control"."""
        return self._acting(meta, items[0], items[-1], may=False)

    @v_args(meta=True)
    def players_may_do(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "Each player may return a Character they control to their hand": each decides
        their own "may" (6.5.c, 1.4.7.b)."""
        return self._acting(meta, items[0], items[-1], may=True)

    def _acting(self, meta: Meta, players: str, step: Any, *, may: bool) -> dict[str, Any]:
        return players_acting(" ".join(self._span(meta).split()), players, step, may=may)


def players_acting(
    said: str, players: str, step: Any, *, may: bool, in_turn: bool = False
) -> dict[str, Any]:
    """``step`` (said for "you") done by ``players`` each as their own (1.4.7.b, 6.1.h),
    each deciding their own "may" when ``may`` (6.5.c); ``said`` names the words in a
    refusal. ``in_turn``: always one step per player (``players_do``), never the engine's
    one step in which each chooses (an order of their own, gram107)."""
    if isinstance(step, list):
        if len(step) != 1:
            raise NotRead(said, f"'{said}': two steps each player does are not read yet")
        step = step[0]
    # ia: a set's keyword action ("All opponents [Barter]", "they [Barter]") is the players'
    # whole step, its follow-ups theirs (2.2.12.c, 6.5.f) — never the one step in which they
    # only choose and the effect's controller does the rest
    in_turn = in_turn or (isinstance(step, dict) and bool(step.get("keyword_action")))
    subject = str(step.get("subject", ""))
    own = not subject or (
        not subject.startswith("target") and any(w in subject.split("_") for w in _OWN)
    )
    own = own or own_target(step)
    if players == "_referred_players" and subject == "it" and not may and "players_do" not in step:
        # ib39: "… reveals their hand. Choose a Spell from it. They discard it.": marked for
        # semantics/opponent_chooses.revealed_hand_chosen, refused anywhere else
        from scenarios.cards.grammar.semantics.opponent_chooses import THEY_ON_IT

        return {**first_person_action(step), "players_do": players, THEY_ON_IT: True}
    own = own or own_target(step)
    if not isinstance(step, dict) or not own or "players_do" in step or step.get("may"):
        raise NotRead(
            said,
            f"'{said}': what each of these players does there is not read yet (resolve it by hand)",
            "players_do",
        )
    if players in ("target_opponent", "target_player") and not in_turn:  # ia: in_turn, theirs
        table = TARGET_CHOOSES if players == "target_opponent" else TARGET_PLAYER_CHOOSES
        one_step = table.get((str(step.get("action")), subject))
        if (step.get("filter") or {}).get("extreme"):
            one_step = None  # compared among their own, in their own step (below)
        if one_step is not None:  # "Target opponent sacrifices a Robot", as read alone
            return {**step, "subject": one_step, **({"may": True} if may else {})}
    step = first_person_action(step)
    if step.get("then"):
        # "reveals the top card of their deck and puts it in their Reserve": the step on
        # "it" said in the same clause is the same player's (1.4.7.b, 6.5.h) — counted,
        # so a follow-up a later sentence adds is still refused
        step = {**step, OWN_THEN: len(step["then"])}
    one_step = EACH_CHOOSES.get((str(step.get("action")), subject))
    if (step.get("filter") or {}).get("extreme"):
        # "… with the most boosts": compared among each player's own, in their own step
        # (1.4.7.b; semantics/superlatives.compared_among_own) — not one shared step
        one_step = None
    if one_step is not None and players in ("each_player", "each_opponent") and not in_turn:
        # "Each opponent sacrifices a Robot": the engine's one step in which each of them
        # chooses one of their own (6.1.h, 7.3.36.a), as the rest of the grammar reads it
        chooser = one_step.format(one=players.removeprefix("each_"))
        return {**step, "subject": chooser, **({"may": True} if may else {})}
    return {**step, **({"may": True} if may else {}), "players_do": players}


def players_and_it(last: Step, step: Any, chained: list[Step]) -> list[Step]:
    """ "Each player reveals the top card of their deck and puts it in their Reserve": the
    step on "it" / "them" joined by "and" to a step players do in turn — in the third
    person too, so in the players' own clause (the lexer's PERSON, 1.4.7.b) — is the same
    player's, on what their step acted on (6.5.h): ``chained`` (the two read as "[X], then
    [Y]") with that step marked their own (:data:`OWN_THEN`)."""
    said = step[0] if isinstance(step, list) and len(step) == 1 else step
    if not (isinstance(said, dict) and last.get("players_do")):
        return chained
    if said.get("subject") not in ("it", "them") or said.get("players_do") or said.get("may"):
        return chained
    for one in chained:
        if one.get("players_do") == last["players_do"] and one.get("then"):
            one[OWN_THEN] = len(one["then"])
    return chained


def own_target(step: Step) -> bool:
    """Whether ``step``'s target is one of the acting player's own: "Each player may give
    target Character they control 1 boost", "Target opponent discards target card in their
    Reserve" — the player doing the step is its controller, so they choose its target
    among their own (1.4.7.b, 6.5.b), in initiative order (6.1.h). A target the words do not
    put in that player's hands ("target Character") is not theirs to choose: refused."""
    subject = str(step.get("subject", ""))
    if not subject.startswith("target_") or step.get("then") or step.get("targets"):
        return False
    mine = (step.get("filter") or {}).get("controller") == "you"
    return mine or any(w in subject.split("_")[1:] for w in _OWN)


def first_person_action(step: Step) -> Step:
    """``step`` with its action as the verb's own form: a step whose semantics takes its
    action from the printed verb ("exhausts two of their Mana Orbs") has it in the third
    person here ("exhausts"); every action is a verb's own form (ActionKind)."""
    from engine.state.actions import ActionKind
    from scenarios.cards.grammar.semantics.players_named import base_verb

    action = str(step.get("action", ""))
    known = {a.value for a in ActionKind}
    if action in known or "_" in action:
        return step
    own = base_verb(action)
    return {**step, "action": own} if own in known else step


_ONE_DECIDES = frozenset({"target_opponent", "target_player", "each_opponent"})
"""Players of a step who are one player in the engine's two-player games (1.2.1.b): their
"may" is one decision."""


def their_top_card_seen(step: Step, follow: list[Step]) -> bool:
    """ "Target opponent reveals the top card of their deck. If it's a [type], I gain 2
    boosts": ONE player (target opponent; each opponent in a two-player game, 1.2.1.b)
    reveals their own top card (3.2.2.b, 3.1.3.f: revealed, every player sees it), and the
    follow-ups, said of "it" (that card, 6.3.i) only in their condition, act on "me" alone —
    whoever controls the effect (1.4.7.b). Several players' cards, or a follow-up naming a
    player, are not read (whose "it", whose step)."""
    from scenarios.cards.grammar.semantics.decisions import only_me

    seen = step.get("action") == "reveal" and step.get("subject") == "top_cards_of_your_deck"
    one = step.get("players_do") in _ONE_DECIDES and step.get("amount") == 1
    said = bool(follow) and all(str(t.get("if", "")).startswith("it") for t in follow)
    return seen and one and not step.get("may") and said and all(map(only_me, follow))


def no_follow_up_of_players(steps: list[Step]) -> list[Step]:
    """The effect's ``steps``, refusing a follow-up a later sentence gave a step players do
    in turn: "Each opponent may exhaust a Character they control. If they do, draw a card" —
    who draws (they, or the effect's controller) and for whose "do" is not read yet."""
    from scenarios.cards.grammar.semantics.decided_follow_ups import decided_in_turn
    from scenarios.cards.grammar.semantics.decisions import only_me
    from scenarios.cards.grammar.semantics.players_who_cant import cant_in_turn

    for step in steps:
        own_then = step.pop(OWN_THEN, 0)
        if not step.get("players_do"):
            continue
        follow = [t for key in _FOLLOW_UPS for t in step.get(key) or []]
        if own_then and len(follow) == own_then == len(step.get("then") or ()):
            continue  # the players' own clause said them all (1.4.7.b)
        if step.get("may") and step["players_do"] in _ONE_DECIDES and all(map(only_me, follow)):
            # "Target opponent may exhaust a Character they control. If they don't, I gain 2
            # boosts": one player decided, and the follow-up acts on "me" alone, whoever the
            # engine makes its controller (1.4.7.b; gram33, semantics/decisions.py)
            continue
        if their_top_card_seen(step, follow):
            # "Target opponent reveals the top card of their deck. If it's a Character, I
            # gain 2 boosts": one player's card, seen; "it" is that card (gram104)
            continue
        if step.get("follow_ups_yours") and step.get("may") and step.get("players_do"):
            # "Each player may [X]. For each player who does, [Y]": Y the effect's
            # controller's, once per player who did X (eng75, quantities.players_who_did_join)
            continue
        if cant_in_turn(step):
            # "If they can't, they draw a card": on each acting player's own step (eng83)
            continue
        # ---- gq: "Target opponent reveals their hand. Draw a card for each Character
        # revealed this way": the effect's controller counts the cards shown (6.5.i, 1.2.7.d)
        from scenarios.cards.grammar.semantics.their_reveal_counts import their_hand_counted

        if their_hand_counted(step, follow):
            continue
        # ---- end gq
        # ---- ib39: "Target opponent reveals their hand. Choose a Spell from it. They discard
        # it": the effect's controller chooses (6.1.g), the card's owner does it (1.4.7.b)
        from scenarios.cards.grammar.semantics.opponent_chooses import their_hand_chosen

        if their_hand_chosen(step, follow):
            continue
        # ---- end ib39
        # ---- gt: "Target opponent reveals the top card of their deck. If it's a Spell, draw
        # a card": the effect's controller's steps on what the card is (6.5.d, 6.5.f, 1.2.7.d)
        from scenarios.cards.grammar.semantics.their_top_card import their_top_card_yours

        if their_top_card_yours(step, follow):
            continue
        # ---- end gt
        if decided_in_turn(step):
            # "… If they don't, draw a card" (yours) / "they sacrifice a Character" (theirs):
            # bound to whom each names (gram64, semantics/decided_follow_ups.py)
            continue
        for key, said in _FOLLOW_UPS.items():
            if step.get(key):
                raise NotRead(
                    said,
                    f"{said} after a step each of several players does is not read yet "
                    "(resolve it by hand)",
                    "players_do",
                )
    return steps
