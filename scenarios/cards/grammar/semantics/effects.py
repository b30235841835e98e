"""The semantic functions of the grammar's "effects (session 3)" section (``altered.lark``,
issue 30): more forms of the atomic actions of CR 7.3 as steps and how steps compose. One
function per rule, into the same card structures the sentence patterns give for the same
words (``scenarios/cards/printed``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lark import Discard, Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.references import said_noun
from scenarios.cards.grammar.semantics.actors import THEY
from scenarios.cards.grammar.semantics.amounts_and_deck import REST_OF_SEEN
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.it_references import names_it
from scenarios.cards.grammar.semantics.keyword_actions import _take_control_of_group
from scenarios.cards.grammar.semantics.named_tokens import named_token
from scenarios.cards.grammar.semantics.object_filters import _describe, _filter
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.semantics.object_subjects import one_referred as _one_referred
from scenarios.cards.grammar.semantics.opponents_reserve import origin_kept
from scenarios.cards.grammar.semantics.players_acting import acting_player
from scenarios.cards.grammar.semantics.players_in_turn import players_and_it
from scenarios.cards.grammar.semantics.put_places import put_elsewhere
from scenarios.cards.grammar.tree import Object, Sentence, described

_MANA_ZONE = "in its owner's mana zone"
OWNERS_DECK_ENDS = {
    "on top of its owner's deck": "top",
    "at the bottom of its owner's deck": "bottom",
}
"""The qualifiers "on top of / at the bottom of its owner's Deck" (3.2.2, 1.1.3.d), kept in
``counted_only`` (refused everywhere but in "Put [object] …"), with the end they name."""
"""The qualifier "in its owner's Mana zone", kept in ``counted_only`` so an object phrase
with it is refused everywhere but in "Put [object] in its owner's Mana zone"."""

PLAYERS_WHO_DRAW = (
    "each_player",
    "target_opponent",
    "target_player",
    "its_controller",
    "its_owner",
    "opponent",
)
"""The players a "[player] draws / resupplies" step names that the engine resolves:
"its controller" / "its owner" are those of the object a step before named (7.5.5, 1.1.3.c)."""


_EACH = {"opponent_each": "opponent"}
"""Each opponent, for the steps a player does: "opponent" (in a two-player game, the one)."""
_WHO = {
    "each_player": "each_player",
    "opponent_each": "each_opponent",
    "target_opponent": "target_opponent",
    "target_player": "target_player",
}


class EffectSemantics(SemanticsBase):
    """Steps of the effects section: players of an object, one object doing two verbs, a
    choice of statuses, the top of the deck, Mana Orbs (Expeditions moving:
    :mod:`~scenarios.cards.grammar.semantics.expedition_moves`)."""

    if TYPE_CHECKING:  # the steps' functions this section builds on (semantics/steps.py)

        def then_chain(self, items: list[Any]) -> list[Step]: ...

        def if_clause(self, items: list[Any]) -> Sentence: ...

        def gain_statuses(self, items: list[Any]) -> list[Step]: ...

        def gain_boosts(self, items: list[Any]) -> Step: ...

        def lose_status(self, items: list[Any]) -> Step: ...

        def gain_counters(self, items: list[Any]) -> Step: ...

    # ------------------------------------------------------------- players (1.1.3.c, 7.5.5)
    def its_controller_player(self, _: list[Any]) -> str:
        return "its_controller"  # 7.5.5

    def its_owner_player(self, _: list[Any]) -> str:
        return "its_owner"  # 1.1.3.c: the player whose deck it came from

    def player_draws(self, items: list[Any]) -> Step:
        """ "[player] draws N cards" (7.3.9): each player, each opponent, a target
        opponent, the controller or owner of the object a step named."""
        items = [_EACH.get(items[0], items[0]), *items[1:]]
        if items[0] not in PLAYERS_WHO_DRAW:
            raise NotRead("draws", "this player drawing is not read yet", "player_draws")
        return {"action": "draw", "amount": items[1], "subject": items[0]}

    def player_resupplies(self, items: list[str]) -> Step:
        items = [_EACH.get(items[0], items[0])]
        if items[0] not in PLAYERS_WHO_DRAW:
            raise NotRead(
                "resupplies", "this player's Resupply is not read yet", "player_resupplies"
            )
        return {"action": "resupply", "subject": items[0]}

    def player_exhausted_resupplies(self, items: list[Any]) -> Step:
        """ "[player] Exhausted Resupplies" (7.3.14)."""
        player, status = items
        player = _EACH.get(player, player)
        if str(status).lower() != "exhausted" or player not in PLAYERS_WHO_DRAW:
            raise NotRead(str(status), f"'{status} Resupplies' is not read yet", "resupply")
        return {"action": "exhausted_resupply", "subject": player}

    def and_chain(self, items: list[Any]) -> list[Step]:
        """ "Roll a die and [X]": X is done with the die's result known, whatever it is
        (7.3.33.b: one outcome for 1 to 6), as the patterns read it; otherwise "[X] and
        [Y]" as "[X], then [Y]" (6.1.c)."""
        first, step = items
        last = first[-1]
        among = last.get("subject") == "a_card_among_them" and not last.get("then")
        if among and step == {"action": "discard", "subject": "it", "the_others": True}:
            return [*first, step]  # "Put one in X and discard the others": both on what was seen
        if among and isinstance(step, dict) and REST_OF_SEEN in step:
            return [*first, step]  # "Put one in X and the rest at the bottom of your deck"
        if last.get("action") == "roll_die" and last.get("outcomes") == [] and len(last) == 2:
            steps = step if isinstance(step, list) else [step]
            outcome = {"low": 1, "high": 6, "effect": steps}
            return [*first[:-1], {**last, "outcomes": [outcome]}]
        return players_and_it(last, step, self.then_chain(items))

    def player_sacrifices_kind(self, items: list[Any]) -> Step:
        """ "[player] sacrifices a Permanent / a Character or Permanent": one that player
        controls, their choice (7.3.36, 6.1.h)."""
        player, types = items
        who = acting_player(_WHO, player, "sacrifices", "player_sacrifices_kind")
        subject = f"a_character_or_permanent_{who}_controls"
        return {"action": "sacrifice", "subject": subject, "filter": {"types": types}}

    def permanent_kind(self, _: list[Any]) -> list[str]:
        return ["Permanent"]

    def character_or_permanent_kind(self, _: list[Any]) -> list[str]:
        return ["Character", "Permanent"]

    def player_puts_in_reserve(self, items: list[Any]) -> Step:
        """ "[player] puts a card from their hand / Reserve in Reserve": theirs, their
        choice (7.3.27)."""
        player, zone = items
        if zone != "hand":
            raise NotRead("reserve", "a card put from Reserve in Reserve", "player_puts_in_reserve")
        who = {"target_opponent": "target_opponents", "target_player": "target_players"}
        who |= {"each_player": "each_players", "opponent_each": "each_opponents"}
        whose = acting_player(who, player, "puts in Reserve", "player_puts_in_reserve")
        return {"action": "put", "to": "reserve", "subject": f"a_card_from_{whose}_hand"}

    def you_draw(self, items: list[int]) -> Step:
        return {"action": "draw", "amount": items[0], "subject": "controller"}  # 7.3.9

    # ------------------------------------------------------------- two verbs, one object
    def and_verb_chain(self, items: list[Any]) -> list[Step]:
        """ "[object] loses Fleeting and gains 1 boost" (6.1.c): the second verb is done
        by the object of the first — "I" / "it" again, a target chosen once (the second
        step is "it", what the first chose, 6.5.b), even when a status gained or lost did
        nothing (``it_follows``); "have [object] X and Y" as the patterns read it: the
        object does both."""
        steps, verb = items
        last = steps[-1]
        if last.get("action") == "_target" and last.get("then"):  # "target X, it Y and Z"
            return [*steps[:-1], {**last, "then": self.and_verb_chain([last["then"], verb])}]
        if set(last) & {"then", "if", "may", "per", "max_total", "otherwise", "up_to"}:
            raise NotRead("and", "a second verb after this step is not read yet", "and_verb_chain")
        first = last["do"] if last.get("action") == "have_do" and len(last) == 2 else last
        if set(first) & {"then", "up_to", "per", "max_total"}:
            raise NotRead("and", "a second verb after this step is not read yet", "and_verb_chain")
        subject = first.get("subject")
        if first.get("action") not in _OBJECT_VERBS or subject is None:
            raise NotRead("and", "a second verb after this step is not read yet", "and_verb_chain")
        if subject in ("self", "it"):
            return [*steps, {**verb, "subject": subject}]
        if not str(subject).startswith("target_") or str(subject).endswith("expedition"):
            raise NotRead(
                "and", "a second verb for these objects is not read yet", "and_verb_chain"
            )
        follow = {**first, "then": [{**verb, "subject": "it"}]}
        # may do nothing (7.3.16.b, 7.3.21.b; no counter to remove, 2.5.g) — the second verb
        # acts on the target whatever (6.5.h)
        if first["action"] in ("gain_status", "lose_status", "remove_counters"):
            follow["it_follows"] = True  # the second verb acts on the target whatever
        return [*steps[:-1], follow]

    def gain_status_and_verb(self, items: list[Any]) -> list[Step]:
        """ "[object] gains [status] and loses [status] / gains N boosts" (6.1.c)."""
        obj, status, verb = items
        return self.and_verb_chain([self.gain_statuses([obj, [lx.STATUSES[status.lower()]]]), verb])

    def comma_it_chain(self, items: list[Any]) -> list[Step]:
        """ "[You may] target [object], it [X]": X is done by what the step before chose
        (6.5.b), as "[X], then [it Y]" reads; any other step after a bare comma is not read."""
        first, step = items
        steps = step if isinstance(step, list) else [step]
        if not names_it(steps[0]) or not first or first[-1].get("action") != "_target":
            raise NotRead(",", "a step after a comma without 'then' is not read", "comma_it_chain")
        return [*first[:-1], {**first[-1], "then": steps}]

    def vp_boosts(self, items: list[Any]) -> Step:
        return {"action": "give_boost", "amount": items[0]}  # 7.3.17

    def vp_status(self, items: list[Token]) -> Step:
        return {"action": "gain_status", "status": lx.STATUSES[items[0].lower()]}  # 7.3.16

    def vp_lose_status(self, items: list[Token]) -> Step:
        return {"action": "lose_status", "status": lx.STATUSES[items[0].lower()]}

    def vp_lose_all_boosts(self, _: list[Any]) -> Step:
        """ "… and loses all its boosts" (gram55): every boost removed (2.5.g, 7.3.21)."""
        return {"action": "remove_counters", "counter": "boost", "all_counters": True}

    def vp_counters(self, items: list[Any]) -> Step:
        amount, name = items
        return {"action": "gain_counters", "amount": amount, "counter": str(name).capitalize()}

    def gain_status_choice(self, items: list[Any]) -> Step:
        """ "[object] gains [status] or [status]": one of them, chosen as the step
        resolves (7.3.16, 6.1.g)."""
        obj, *statuses = items
        names = [lx.STATUSES[str(s).lower()] for s in statuses]
        if len(set(names)) != len(names):
            raise NotRead("or", "the same status twice", "gain_status_choice")
        step = {"action": "gain_status", "status": names[0], "status_choices": names}
        return {**step, **_subject(obj)}

    def that_object(self, items: list[Any]) -> Object:
        """ "that Character": the object the trigger or a step named — "it" (6.5.b),
        checked against what the ability names as "it" is, its noun against what the step
        before introduced (grammar/references.py)."""
        return Object("it", refers=said_noun(items[0]))

    # ------------------------------------------------------------- zones (3)
    def put_top_of_deck(self, items: list[Any]) -> Step:
        """ "Put the top [N] card(s) of your deck in [zone]" (7.3.27, 3.1.3)."""
        amount, zone = items
        return {"action": "put", "to": zone, "subject": "top_cards_of_your_deck", "amount": amount}

    def top_card(self, _: list[Any]) -> int:
        return 1

    def top_cards(self, items: list[int]) -> int:
        from scenarios.cards.grammar.semantics.numbers_and_distribution import fixed_number

        if fixed_number(items[0], "top_cards") < 2:  # "the top that many cards": refused
            raise NotRead("cards", "'the top one cards' is not read", "top_cards")
        return items[0]

    def mana_destination(self, _: list[Any]) -> str:
        return "mana"

    def reserve_destination(self, _: list[Any]) -> str:
        return "reserve"

    def hand_destination(self, _: list[Any]) -> str:
        return "hand"

    def in_owner_mana_zone(self, _: list[Any]) -> tuple[str, str]:
        return ("counted_only", _MANA_ZONE)

    def put_in_reserve(self, items: list[Object]) -> Step:
        """ "Put [object] in [its owner's] Reserve / in its owner's Mana zone" (7.3.27.a):
        the object's words end with where it is put."""
        obj = items[0]
        d = obj.description
        if d.counted_only == _MANA_ZONE:
            obj = origin_kept(described(obj, counted_only=""))
            if obj.kind not in ("target", "it"):
                raise NotRead("put", "this object put in a Mana zone is not read yet", "put")
            return {"action": "put", "to": "mana", "to_owner": True, **_subject(obj)}
        moved = put_elsewhere(obj)  # ic40: "… in your hand", "… on top of your deck" (7.3.27.a)
        if moved is not None:
            return moved
        if d.counted_only in OWNERS_DECK_ENDS:  # "on top of / at the bottom of its owner's Deck"
            position = OWNERS_DECK_ENDS[d.counted_only]
            obj = origin_kept(described(obj, counted_only=""))  # (gram96) "from an opponent's …"
            step = {"action": "put", "to": "deck", "position": position, "to_owner": True}
            return {**step, **_subject(obj)}
        if not d.in_reserve and d.in_your_reserve and obj.kind != "me":
            # g4: "Put target card from any Discard pile in your Reserve": the last place said
            # is where it is put — a personal zone, the owner's for another's card (1.4.3.a)
            obj = described(obj, in_your_reserve=False)
            return {"action": "put", "to": "reserve", **_subject(obj)}
        if not d.in_reserve:
            raise NotRead("put", "'put' without 'in Reserve' is not read yet", "put_in_reserve")
        owners = d.in_reserve == "owner"  # "its owner's Reserve": by ownership (1.1.3.d)
        obj = described(obj, in_reserve=False)
        return {
            "action": "put",
            "to": "reserve",
            **({"to_owner": True} if owners else {}),
            **_subject(obj),
        }

    def reveal_top(self, items: list[int]) -> Step:
        """ "Reveal the top [N] card(s) of your deck": all players see them (1.2.7.d)."""
        return {"action": "reveal", "subject": "top_cards_of_your_deck", "amount": items[0]}

    def look_top(self, items: list[int]) -> Step:
        """ "Look at the top [N] card(s) of your deck": you see them (3.1.3.f)."""
        return {"action": "look", "subject": "top_cards_of_your_deck", "amount": items[0]}

    @v_args(meta=True)
    def mana_orbs_step(self, meta: Meta, items: list[Any]) -> Step:
        """ "Discard / Exhaust [N] of your Mana Orbs": the ones you choose (7.3.7, 7.3.13,
        2.2.1.f)."""
        verb, count = self._span(meta).split()[:2]
        return {"action": verb, "subject": "mana_orbs_you_choose", "amount": _number(count)}

    def orb_verb(self, _: list[Any]) -> Any:
        return Discard  # read from the step's own words (mana_orbs_step)

    orb_count = orb_verb

    def its_expedition_place(self, _: list[Any]) -> str:
        return "its_expedition"  # the Expedition of the object a step named (7.3.5)

    def create_named_token(self, items: list[Any]) -> Step:
        """ "Create [N] [name] token(s) [in place / in your Landmarks]" (7.3.5.b): the token
        card's token — a Landmark Permanent one in its creator's Landmarks whether "in your
        Landmarks" is said or not (2.2.3.e), a Character one in the place said."""
        amount, name, *place = items
        return named_token(str(name).removeprefix("\x00"), amount, place[0] if place else None)

    def play_me_for_free(self, _: list[Any]) -> Step:
        """ "Play me for free" (7.3.26): played, its costs not paid."""
        return {"action": "play_for_free", "subject": "self"}

    def play_for_free(self, items: list[Object]) -> Step:
        """ "Play it / that card for free" (7.3.26): the one card the trigger or a step named
        (the reference slot), played, its costs not paid; several ("play them") refused."""
        return {"action": "play_for_free", **_one_referred(items[0], "play_for_free")}

    def play_card_for_free(self, items: list[Any]) -> Step:
        """ "Play a card [with Hand Cost {N} or less] for free": from your hand or Reserve
        (5.2.a), its costs not paid (7.3.26)."""
        d = _describe(items)
        d.types = ["card"]
        if d.controller or d.from_your_hand or d.in_your_reserve or d.in_reserve:
            raise NotRead("play", "a card played for free from here is not read yet", "play")
        flt = _filter(d, types=[])
        step: Step = {"action": "play_for_free", "subject": "a_card_from_hand_or_reserve"}
        return {**step, "filter": flt} if flt else step

    def put_it(self, items: list[Any]) -> Step:
        """ "Put it / them / that card / those cards in [zone]" (7.3.27): what the trigger
        or a step before named (the reference slot), each to its owner's zone (1.4.3.a)."""
        obj, zone = items
        return {"action": "put", "to": zone, **_subject(obj)}

    @v_args(meta=True)
    def double_counters(self, meta: Meta, items: list[Any]) -> Step:
        """ "Double the boosts / [name] counters of [object]": it gains as many as it has
        (7.3.8)."""
        obj = items[-1]
        named = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        counter = str(named[0]).capitalize() if named else "boost"
        if obj.kind not in ("me", "it", "target", "each", "chosen", "another"):  # 7.3.8.a
            raise NotRead("double", "doubling these objects' counters is not read yet", "double")
        return {"action": "double_counters", "counter": counter, **_subject(obj)}

    def defects(self, items: list[Object]) -> Step:
        return {"action": "defect", **_subject(items[0])}  # 7.3.6

    def sacrifice(self, items: list[Object]) -> Step:
        """ "Sacrifice a Permanent / a Character or Permanent": one you control, your
        choice (7.3.36); other objects as the steps read them."""
        obj = items[0]
        d = obj.description
        kinds = {"Permanent": ["Permanent"], "Character or Permanent": ["Character", "Permanent"]}
        if obj.kind == "chosen" and d.types and d.types[0] in kinds and len(d.types) == 1:
            kind = d.types[0]
            d.types = []
            if d.controller not in (None, "you", THEY):
                raise NotRead("sacrifice", f"this {kind} sacrificed is not read yet", "sacrifice")
            flt = {**_filter(d, controller=False), "types": kinds[kind]}
            if d.controller == THEY:  # "[player] may sacrifice a Permanent they control": read
                flt["controller"] = THEY  # again as theirs (player_may_clause), else refused
            return {
                "action": "sacrifice",
                "subject": "a_character_or_permanent_you_control",
                "filter": flt,
                **({"up_to": obj.up_to} if obj.up_to else {}),  # "up to N", 6.1.g
            }
        step: Step = super().sacrifice(items)  # type: ignore[misc]
        return step

    @v_args(meta=True)
    def remove_counters(self, meta: Meta, items: list[Any]) -> Step:
        """ "Remove N [name] counters from [object]" (2.5.g): of that name, or of any names
        the player chooses. From a bare group, N in all (counters_from_group.py, 6.1.g)."""
        from scenarios.cards.grammar.semantics.counters_from_group import divided, from_among
        from scenarios.cards.grammar.semantics.from_each import removed_from_each

        amount, *rest = items
        in_all = divided(rest[-1], amount, self._span(meta))  # a total among them (gz)
        rest[-1] = from_among(rest[-1], amount, self._span(meta))
        step: Step = {"action": "remove_counters", **_subject(rest[-1]), "amount": amount}
        step = {**step, **_counter_name(rest)}
        return step if in_all else removed_from_each(rest[-1], step)  # N from each

    @v_args(meta=True)
    def spend_named_counters(self, meta: Meta, items: list[Any]) -> Step:
        """ "Spend N [name] counters / boosts from [object]" (7.3.38.a): of that name, from
        the object chosen (boosts are counters, 2.5.1.a). From a bare group, N in all
        (counters_from_group.py, 6.1.g)."""
        from scenarios.cards.grammar.semantics.counters_from_group import divided, from_among

        amount, *rest = items
        in_all = divided(rest[-1], amount, self._span(meta))  # divided among them (gz)
        rest[-1] = from_among(rest[-1], amount, self._span(meta))
        step: Step = {"action": "spend_counters", **_subject(rest[-1]), "amount": amount}
        step = {**step, "counter": _counter_name(rest).get("counter", "boost")}
        if not in_all:
            return step
        yours = step["subject"] == "characters_you_control" or (
            step.get("filter", {}).get("controller") == "you"
        )
        if not yours:  # a cost is its player's to pay (1.2.5.a): from what they control
            raise NotRead(
                "from",
                "counters spent in all from objects other players may control are read by "
                "hand: who pays which is not said (7.3.38.a, 6.1.g)",
                "spend_in_all_theirs",
            )
        return {**step, "in_all": True}

    @v_args(meta=True)
    def remove_up_to_counters(self, meta: Meta, items: list[Any]) -> Step:
        """ "Remove up to N counters from [object]": 0 to N, the player's choice (2.5.g).
        From a bare group, up to N in all (counters_from_group.py, 6.1.g)."""
        from scenarios.cards.grammar.semantics.counters_from_group import divided, from_among
        from scenarios.cards.grammar.semantics.from_each import removed_from_each
        from scenarios.cards.grammar.semantics.numbers_and_distribution import fixed_number

        amount, *rest = items
        in_all = divided(rest[-1], 0, self._span(meta))  # up to N in all (gz)
        rest[-1] = from_among(rest[-1], 0, self._span(meta))
        most = fixed_number(amount)  # "up to that many": none this step can count
        step: Step = {"action": "remove_counters", **_subject(rest[-1]), "amount": "X"}
        step = {**step, "amounts": list(range(most + 1)), **_counter_name(rest)}
        return step if in_all else removed_from_each(rest[-1], step)  # "up to N from each"

    def remove_all_counters(self, items: list[Any]) -> Step:
        """ "Remove all boosts / [name] counters from [object]" (2.5.g)."""
        named = _counter_name(items)
        counter = named.get("counter", "boost")
        return {
            "action": "remove_counters",
            "counter": counter,
            "all_counters": True,
            **_subject(items[-1]),
        }

    def gain_keyword_for_a_time(self, items: list[Any]) -> Step:
        """ "[object] gains [keyword] this turn": an Emblem-Ongoing giving the keyword to
        what the step acts on for that time (2.2.15.a, 7.4)."""
        obj, *words, duration = items
        name = lx.KEYWORDS.get(str(words[0]).lower()) or lx.NUMBERED_KEYWORDS[str(words[0]).lower()]
        keyword = name if len(words) == 1 else f"{name} {_number(words[1])}"
        subject = _subject(obj)
        # up to N: each (6.5.b); gb: "they" / "those [nouns]" / "that [noun]" — what the step
        # before acted on, checked against it (them_objects.py, grammar/references.py, 6.5.b)
        if set(subject) - {"subject", "filter", "up_to", "_and_me_each", "_them", "_ref"}:
            raise NotRead("gains", "a keyword for a time for these objects is not read yet")
        return {
            "action": "ongoing",
            **subject,
            "ongoing": {"duration": duration, "keyword": keyword},
        }

    def this_turn_time(self, _: list[Any]) -> str:
        return "this turn"  # "until end of turn" is "this turn" (2.2.15.a)

    def this_phase_time(self, items: list[Token]) -> str:
        if items[0].lower() != "afternoon":
            raise NotRead(str(items[0]), f"'this {items[0]}' is not a duration", "for_a_time")
        return "this Afternoon"

    def this_day_time(self, _: list[Any]) -> str:
        return "this Day"

    def until_leaves_play_time(self, _: list[Any]) -> str:
        return "until it leaves play"  # over once it has left play (2.2.15.c, 2.1.d)

    def then_if_clause(self, items: list[Any]) -> Sentence:
        """ "[X]. Then, if [c], [Y].": Y after X, if c holds as Y would happen (6.1.c,
        6.5.d)."""
        return self.if_clause(items)

    def they_object(self, _: list[Any]) -> Object:
        """ "They" / "them": the objects a step before chose (its targets), as "it" reads
        (6.5.b) — marked plural, so a step that acted on one object or none is refused
        (semantics/them_objects.py)."""
        return Object("it", plural=True)

    def put_one(self, items: list[str]) -> Step:
        """ "Put one in [zone]": one of the cards a step revealed or looked at, the
        player's choice (6.1.g, 7.3.27)."""
        return {"action": "put", "subject": "a_card_among_them", "to": items[0]}

    def discard_the_others(self, _: list[Any]) -> Step:
        """ "Discard the others": the cards seen that were not put elsewhere (7.3.7)."""
        return {"action": "discard", "subject": "it", "the_others": True}

    def rush(self, _: list[Any]) -> Step:
        return {"action": "rush"}  # 7.3.34.a: play a card immediately (5.2.b)

    def take_control(self, items: list[Object]) -> Step:
        """ "Take control of [object]": it moves to one of your Expeditions (a Character,
        7.3.40.a) or to your Landmarks (a Landmark Permanent, 7.3.40.b)."""
        obj = items[0]
        if obj.kind in ("each", "it"):  # every one, or the object named
            return _take_control_of_group(obj)
        if obj.kind != "target":  # one or up to N targets, each moved (7.3.40.a)
            raise NotRead("take control", "taking control of these objects is not read yet")
        step: Step = {"action": "take_control", **_subject(obj)}
        if step["subject"] == "target_character":
            step["to"] = "expedition"
        elif step["subject"] != "target_permanent":
            raise NotRead("take control", "taking control of this object is not read yet")
        return step

    def for_each_clause(self, items: list[Any]) -> Sentence:
        """ "For each [counted], [step]": the step's amount per object counted (6.5.i), as
        "[step] per [counted]" reads — a draw, boosts, counters or tokens."""
        from scenarios.cards.grammar.semantics.repeated_steps import per_step

        counted, steps = items
        # gf: a step naming each object's own ("its Expedition"): once per object (6.5.i)
        from scenarios.cards.grammar.semantics.each_object_steps import once_each_of_group

        once = once_each_of_group(steps[-1], counted) if len(steps) == 1 else None
        if once is not None:
            return Sentence([once])
        # gg (session 33): "For each [counted], I gain 1 boost, up to a max of N" is "I gain 1
        # boost for each [counted], up to a max of N" — the boosts' or counters' total on the
        # object at most N (6.5.i, ``max_total_chain``); the cap is set back after the count
        most = steps[0].get("max_total") if len(steps) == 1 else None
        step = {k: v for k, v in steps[0].items() if k != "max_total"} if most else steps[0]
        if len(steps) != 1 or set(step) & {"per", "then", "if", "may", "max_total"}:
            raise NotRead("for each", "'for each' over these steps is not read yet", "for_each")
        # the one amount said before the step as after it (gram42): ``per_chain``'s reading
        counted_step = per_step(step, counted)
        if most and "per" in counted_step:
            return Sentence([{**counted_step, "max_total": most}])
        if most:
            raise NotRead("for each", "'for each …, up to a max of' here is not read", "for_each")
        return Sentence([counted_step])

    def for_each_acted_clause(self, items: list[Any]) -> Sentence:
        """ "For each [noun] [participle] this way, [step]": as "[step] for each [noun]
        [participle] this way" (6.5.i; ``per_acted_chain``)."""
        verb, steps = items
        return Sentence(self.per_acted_chain([steps, verb]))  # type: ignore[attr-defined]

    def your_opponent_player(self, _: list[Any]) -> str:
        return "opponent_each"  # "your opponent": each opponent, the one in a two-player game

    def twice_chain(self, items: list[list[Step]]) -> list[Step]:
        """ "Resupply / Sabotage / Draw a card twice": the controller's action two times (a
        Sabotage's target chosen each time, 7.3.35.a)."""
        steps = items[0]
        last = steps[-1]
        if set(last) & {"then", "times", "if", "may", "per", "otherwise", "subject"}:
            # an object's step twice ("gains 1 boost twice") would choose its target anew
            raise NotRead("twice", "'twice' after this step is not read yet", "twice_chain")
        if last.get("action") not in ("resupply", "exhausted_resupply", "sabotage", "draw"):
            raise NotRead("twice", "'twice' after this step is not read yet", "twice_chain")
        return [*steps[:-1], {**last, "times": 2}]

    def put_me_in_mana(self, _: list[Any]) -> Step:
        return {"action": "put", "to": "mana", "subject": "self"}  # 7.3.27: my owner's

    def return_to_owners_hands(self, items: list[Object]) -> Step:
        """ "Return up to two target Characters to their owners' hands": each to its
        owner's hand (7.3.32)."""
        obj = items[0]
        if obj.up_to < 2 and obj.kind != "each" and not obj.plural:  # "them": several
            raise NotRead("their owners", "'their owners' after one object", "return")
        return {"action": "return", "to": "hand", "to_owner": True, **_subject(obj)}


_OBJECT_VERBS = frozenset(
    {"give_boost", "gain_status", "lose_status", "gain_counters", "remove_counters"}
)  # session 41: "loses all its boosts and gains [[Asleep]]" (2.5.g, 6.1.c)
"""The steps a second verb ("and gains 1 boost") may follow: an object's own changes."""


def _counter_name(items: list[Any]) -> dict[str, str]:
    """The counter name printed among a rule's items ("Sap counters"), if any (2.5.a)."""
    named = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
    return {"counter": str(named[0]).capitalize()} if named else {}


def conditioned_follow_up(step: Step) -> Step:
    """The step an "Otherwise, [Y]." sentence completes (6.5.e): ``step`` itself, or —
    when its follow-up is "If it's [X], [Z]", said after ``step``'s own condition if any
    ("Reveal the top card of your deck. If it's a Spell, put it in your hand. Otherwise, …"):
    the nearest "If" — that follow-up."""
    then = step.get("then") or []
    if then and "if" in then[-1] and names_it(then[-1]) and not then[-1].get("otherwise"):
        # the nearest "If": "If [c], reveal … . If it's [X], … . Otherwise, …"
        return then[-1]  # type: ignore[no-any-return]
    return step
