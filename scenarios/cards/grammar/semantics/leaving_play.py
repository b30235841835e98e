"""The semantic functions of the section "leaving play" of ``altered.lark``: triggers on
any object leaving play (7.3.20.a) — "When a Character you control / another Permanent /
a token leaves play".

What the engine's object filter cannot say about the object is not read (precision first).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import _ICON_TRIGGERS, SemanticsBase, Step
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.tree import Condition, Description, Sentence

_IN_PLAY_KINDS = frozenset({"Character", "Permanent", "Character or Permanent", "token"})
"""What is in play (3.1.4.a): Characters and Permanents, tokens too (1.1.7.b). A Spell is
never in play; "a card" would leave tokens out, a word the filter does not say."""


class LeavingPlaySemantics(SemanticsBase):
    """Objects leaving play (7.3.20.a); a step for each object you choose (6.5.i)."""

    def for_each_you_may(self, items: list[Any]) -> Sentence:
        """ "For each [object you control], you may [X it]": X for each of them, each time
        if the player wants (6.5.i, 6.5.c) — the same as choosing any number of them, none
        to all, for one step on them. The object is read as "a [object]" is (a choice among
        your own, 6.1.g); one step on "it" only."""
        counted, steps = str(items[0]), items[-1]
        if len(steps) != 1 or steps[0].get("subject") != "it" or set(steps[0]) & _NOT_EACH:
            raise NotRead("you may", "'you may' for each of them is not read yet", "for_each")
        chosen = _chosen(counted)
        return Sentence([{**steps[0], **chosen, "any_number": True}])

    # "another" on triggers about objects (7.2.1.a): the engine's trigger filter is checked
    # with the bearer as "me" (6.3.f), so "When another Character gains Anchored / gains a
    # boost / becomes Exhausted / is sacrificed by an opponent" is the same trigger, not me.
    def ev_gains_status(self, items: list[Any]) -> dict[str, Any]:
        (another, d), status = items
        return _another(super().ev_gains_status([("", d), status]), another)  # type: ignore[misc]

    @v_args(meta=True)
    def ev_gains_boosts(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        (another, d), amount = items
        found = super().ev_gains_boosts(meta, [("", d), amount])  # type: ignore[misc]
        return _another(found, another)

    def ev_gains_a_boost(self, items: list[Any]) -> dict[str, Any]:
        another, d = items[0]
        return _another(super().ev_gains_a_boost([("", d)]), another)  # type: ignore[misc]

    def ev_becomes_status(self, items: list[Any]) -> dict[str, Any]:
        (another, d), status = items
        return _another(super().ev_becomes_status([("", d), status]), another)  # type: ignore[misc]

    @v_args(meta=True)
    def ev_player_sacrifices(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        another, d = items[-1]
        found = super().ev_player_sacrifices(meta, [*items[:-1], ("", d)])  # type: ignore[misc]
        return _another(found, another)

    @v_args(meta=True)
    def ev_object_leaves_zone(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When [another] [object] leaves the Expedition / Landmark zone" (3.2.4, 3.2.7)."""
        another, d = items[0]
        zone = "landmark" if self._span(meta).lower().endswith("landmark zone") else "expedition"
        flt = _left_filter(d, bool(another))
        return {"trigger": f"object_leaves_{zone}_zone", "filter": flt}

    def ev_object_goes_to_reserve(self, items: list[Any]) -> dict[str, Any]:
        """ "When [another] [card] goes to Reserve": a card arriving in a Reserve from another
        zone (3.2.10; a token never does, 2.1.e)."""
        another, d = items[0]
        noun = _noun(d)
        if d.token or d.played or noun not in ("card", "Character", "Permanent", "Spell"):
            raise NotRead("goes to", f"a {noun} going to Reserve is not read", "ev_goes_to_reserve")
        flt = _filter(d, types=[] if noun == "card" else [noun], where=True)
        return _another({"trigger": "object_goes_to_reserve", "filter": flt}, another)

    def ev_object_is_sacrificed(self, items: list[Any]) -> dict[str, Any]:
        """ "When [another] [Character] is sacrificed": by any player (7.3.36.a)."""
        another, d = items[0]
        if d.played or _noun(d) != "Character":  # the sacrifices the engine watches
            raise NotRead("sacrificed", "this sacrifice is not read yet", "ev_object_is_sacrificed")
        flt = _filter(d, types=[], where=True)
        found = {"trigger": "player_sacrifices", **({"filter": flt} if flt else {})}
        return _another(found, another)

    @v_args(meta=True)
    def all_of_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "[c1] and [c2]": both hold (6.5.d); kept as its words, which the engine
        evaluates part by part (evaluate_conditions, ``all_of``)."""
        return Condition(self._span(meta))

    # Negations said in full: the positive words, negated (6.5.d)
    @v_args(meta=True)
    def you_do_not_control_cond(self, meta: Meta, _: list[Any]) -> Condition:
        words = " ".join(self._span(meta).split()[4:])
        return Condition(f"you control {words}", True)

    @v_args(meta=True)
    def opponent_doesnt_control_cond(self, meta: Meta, _: list[Any]) -> Condition:
        words = self._span(meta).split()
        rest = words[4:] if words[2].lower() == "doesn't" else words[5:]
        return Condition(f"an opponent controls {' '.join(rest)}", True)

    @v_args(meta=True)
    def zone_not_empty_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(f"your {self._span(meta).split()[1]} is empty", True)

    @v_args(meta=True)
    def it_has_cost_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it has [a] Hand Cost {3} or more": the words "its Hand Cost is {3} or more" the
        engine evaluates (2.2.7, 2.2.8; "it": what the trigger or step names, 6.3.i)."""
        words = self._span(meta).split()[2:]
        if words[0].lower() == "a":
            words = words[1:]
        return Condition(f"its {words[0]} {words[1]} is {' '.join(words[2:])}".lower())

    @v_args(meta=True)
    def ev_opponent_rolls(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When an opponent rolls a die / one or more dice": their rolls (7.3.33.a); "the
        result" in the output is that roll's."""
        self.rolled = True
        each = self._span(meta).lower().endswith("a die")
        return {"trigger": "you_roll_a_die" if each else "you_roll_dice", "player": "opponent"}

    @v_args(meta=True)
    def ev_opponent_creates_token(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When an opponent creates a token [Character]": one they own (1.1.7.b,
        7.3.5.a); "it" is the token, as for "When you create a token"; a token Character
        only when "Character" is said (gdef: semantics/created_kinds.py)."""
        from scenarios.cards.grammar.semantics.created_kinds import created_kind

        said = created_kind(self._span(meta))
        return {"trigger": "you_create_a_token", "player": "opponent", **said}

    # "When you / an opponent play(s) a [card] from your / their hand" (5.1.2.d): where it was
    # played from, as "from Reserve" is read
    def ev_you_play(self, items: list[Description]) -> dict[str, Any]:
        return _from_hand(items, lambda i: super(LeavingPlaySemantics, self).ev_you_play(i))  # type: ignore[misc]

    def ev_you_play_another(self, items: list[Description]) -> dict[str, Any]:
        return _from_hand(items, lambda i: super(LeavingPlaySemantics, self).ev_you_play_another(i))  # type: ignore[misc]

    def ev_opponent_plays(self, items: list[Any]) -> dict[str, Any]:
        return _from_hand(items, lambda i: super(LeavingPlaySemantics, self).ev_opponent_plays(i))  # type: ignore[misc]

    @v_args(meta=True)
    def it_was_in_your_zone_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it was in your Reserve / hand": where what "it" names was before the event
        (6.3.k); read with the play triggers as the zone it was played from (5.1.2.d)."""
        return Condition(self._span(meta).lower())

    def event_trigger(self, items: list[Any]) -> dict[str, Any]:
        """ "When you play a [card], if it was in your Reserve / hand —": the card played from
        there (5.1.2.d) — the trigger's ``played_from``, as "from Reserve" is read."""
        fields: dict[str, Any] = super().event_trigger(items)  # type: ignore[misc]
        said = str(fields.get("if", "")).lower()
        zone = {"it was in your reserve": "reserve", "it was in your hand": "hand"}.get(said)
        mine = fields["trigger"] == "you_play_a_card" and fields.get("player") is None
        if zone is not None and mine and "played_from" not in fields:
            del fields["if"]
            fields["played_from"] = zone
        return fields

    @v_args(meta=True)
    def counts_compared_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you control more [X] than [Y]": two counts compared (6.5.d), kept as its words
        (compared_conditions evaluates them)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def ev_i_am_discarded(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When I'm discarded / sent to the Discard pile": moved from play to the Discard
        pile by a discard or a sacrifice (7.3.7.a, 7.3.36.a) or a put / return / send there
        (synonyms, 7.3.37.b). The keyword actions of 7.3 on "I" the engine watches no event
        for ("readied", "sabotaged", "moved") are refused, naming the word and the rule;
        "returned to your hand" is read by semantics/first_time_triggers.py."""
        said = self._span(meta).lower().split()
        for word, reason in _UNWATCHED.items():
            if word in said:
                raise NotRead(word, reason, "ev_i_am_discarded")
        return {"trigger": "discarded"}

    @v_args(meta=True)
    def ev_any_player_plays(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When a player / any player plays a [card]": either player (1.2.2), read as "an
        opponent plays" is (its filter, "from Reserve"), for the trigger of both. "Your"
        (your hand, a Character you control) would narrow it to one player: not read."""
        if "your" in self._span(meta).lower().split() or "you" in self._span(meta).lower().split():
            raise NotRead("your", "whose card or zone is not read here", "ev_any_player_plays")
        found = self.ev_opponent_plays(items)
        return {**found, "trigger": "you_play_a_card", "player": "any"}

    def unless_trigger_condition(self, items: list[Condition]) -> Condition:
        """ "…, unless [c] —": the trigger's condition (6.3.b), negated."""
        c = items[-1]
        return Condition(c.text, not c.negated)

    def activate_its_icon(self, items: list[Token]) -> Step:
        """ "Activate its {J} abilities": of what "it" names (7.3.1.b)."""
        trigger = _ICON_TRIGGERS[str(items[0]).strip("{}").upper()]
        return {"action": "activate", "trigger": trigger, "subject": "it"}

    def ev_object_leaves_play(self, items: list[Any]) -> dict[str, Any]:
        """ "When [another] [object] leaves play": by ``filter`` (whose, which; "another":
        not me, 7.2.1.a); "it" is the object where it went (6.3.i)."""
        another, d = items[0]
        return {"trigger": "object_leaves_play", "filter": _left_filter(d, bool(another))}


def _left_filter(d: Description, another: bool) -> dict[str, Any]:
    noun = _noun(d)
    if noun not in _IN_PLAY_KINDS or d.played:
        raise NotRead("leaves play", f"a {noun} leaving play is not read", "ev_object_leaves_play")
    # "in my / your other Expedition": where it was — the filter is matched on the game as
    # it was before the event (6.3.f, engine.pipeline.flow_triggers); in play, no object
    # is in a Reserve
    if d.in_your_reserve:
        raise NotRead(
            "leaves play",
            "where the object was before leaving is not read here yet",
            "ev_object_leaves_play",
        )
    # "a Character or Permanent": one of either type (2.2.1) — everything in play but tokens'
    # own noun (3.1.4.a)
    types = {"token": [], "Character or Permanent": ["Character", "Permanent"]}.get(noun, [noun])
    flt = _filter(d, types=types, where=True)
    if d.token:
        flt["tokens"] = True  # "a token [Character]": tokens only (1.1.7.b, 2.1.e)
    if another:
        flt["another"] = True
    return flt


_UNWATCHED = {
    "sabotaged": "'When I'm sabotaged' (a discard from a Reserve, 7.3.35.a) is not told from "
    "other discards",
    "moved": "'When I'm moved' names no zone (7.3.27.a): not an event the engine watches",
}
"""Keyword actions of 7.3 said in the passive on "I" with no engine event, and why."""


_NOT_EACH = frozenset({"then", "if", "may", "per", "otherwise", "times", "also"})
"""What one step for each object does not carry (read as one choice of any number, 6.5.i)."""


def _chosen(counted: str) -> dict[str, Any]:
    """ "[other] [object] you control" as a choice among your own objects (6.1.g): the subject
    and filter "a / another [object]" has, read by the grammar itself."""
    from scenarios.cards.grammar.reader import read_spell_effect

    words = counted.strip()
    phrase = f"another {words[6:]}" if words.lower().startswith("other ") else f"a {words}"
    try:
        (step,) = read_spell_effect(f"Exhaust {phrase}.")
    except (NotRead, ValueError):
        raise NotRead(
            counted, f"'for each {counted}' is not a group read yet", "for_each"
        ) from None
    if not str(step.get("subject", "")).startswith("a_") or set(step) - {
        "action",
        "subject",
        "filter",
    }:
        raise NotRead(counted, f"'for each {counted}' is not a group read yet", "for_each")
    return {k: v for k, v in step.items() if k in ("subject", "filter")}


def _another(found: dict[str, Any], another: str) -> dict[str, Any]:
    """The trigger ``found`` for objects other than me when its words say "another"."""
    if not another:
        return dict(found)
    return {**found, "filter": {**found.get("filter", {}), "another": True}}


def _from_hand(items: list[Any], read: Any) -> dict[str, Any]:
    """A play trigger read without "from your hand", then told where it was played from."""
    d = items[-1] if isinstance(items[-1], Description) else None
    if d is None or not d.from_your_hand:
        return dict(read(items))
    found = dict(read([*items[:-1], dataclasses.replace(d, from_your_hand=False)]))
    if "played_from" in found:
        raise NotRead("from", "where it is played from is said twice", "ev_you_play")
    return {**found, "played_from": "hand"}
