"""The semantic functions of the grammar's "the CR's vocabulary" section (``altered.lark``,
issue 30): the CR's vocabulary in the slots ``benchmarks/cr_vocabulary_audit.py`` composes
(numeric characteristics compared every way, 2.2.7-8; zones as origin and destination,
3.2; Expedition terms, 7.5) and static abilities said of any group (2.2.12.m), into the
same card structures the other sections give for the same words."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.object_filters import _describe, _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.tree import Description, Object

_ZONE_MOVE = re.compile(
    r"^(?P<verb>put|return) (?:a|an|up to \w+) (?P<desc>.+?) from your "
    r"(?P<src>hand|reserve|discard pile|mana zone) "
    r"(?P<dst>(?:in|into|to) (?:your )?(?:hand|reserve|discard pile|mana zone)|"
    r"on top of your deck|(?:at|on) the bottom of your deck|"
    r"(?:in|into) (?:your (?:hero |companion )?expeditions?|one of your expeditions|my expedition))"
    r"(?: in any order)?$"
)
"""A card moved from one of the controller's zones to another (3.2, 7.3.27); several put on
an end of the Deck "in any order" go one at a time, in the order chosen (6.1.g, gram98)."""

_ORIGINS = {
    "hand": "a_card_from_your_hand",
    "reserve": "a_card_from_your_reserve",
    "discard pile": "a_card_from_your_discard_pile",
    "mana zone": "a_card_from_your_mana_zone",
}
_DESTINATIONS = {
    "hand": "hand",
    "reserve": "reserve",
    "discard pile": "discard",
    "mana zone": "mana",
}
_KINDS = ("card", "Character", "Permanent", "Spell")


def stat_change(token: Any) -> dict[str, int]:
    """ "+1/+0/-1": added to {V}, {M} and {O}, in that order (2.2.11.b, 2.2.11.e)."""
    forest, mountain, water = (int(n) for n in str(token).split("/"))
    return {"forest": forest, "mountain": mountain, "water": water}


def group_stats(d: Description, token: Any, *, yours: bool) -> dict[str, Any]:
    """ "[group] get +1/+1/+1": every Character in play the description lets through, read
    from the bearer (2.3.1.a-b; statistics are Characters', 2.2.11.c)."""
    if _noun(d) not in ("Character", "token"):  # a token in play with statistics: a Character
        raise NotRead("get", "statistics of these objects are not read", "group_gets_stats")
    elsewhere = (d.in_your_reserve, d.in_reserve, d.from_your_hand, d.in_play_or_reserve)
    if any(elsewhere) or d.played or d.from_zone:
        # a passive ability changes objects in play only (2.3.1.b)
        raise NotRead("get", "statistics of objects out of play do not change (2.3.1.b)")
    flt = _filter(d, types=["Character"], where=True)
    if yours:
        if flt.get("controller") not in (None, "you"):
            raise NotRead("your", "'your' and another controller", "group_gets_stats")
        flt["controller"] = "you"
    if d.token:
        flt["tokens"] = True
    return {"stats": {"scope": "group", **stat_change(token), "filter": flt}}


def cant_be(actions: list[str], d: Description | None, *, yours: bool) -> dict[str, Any]:
    """ "I / [group] can't be [verb]ed": those atomic actions impossible on the bearer or on
    every object in play the description lets through (1.4.1.a, 2.3.1.b)."""
    found: dict[str, Any] = {"actions": list(dict.fromkeys(actions))}
    if len(actions) > 1 and any(a.endswith("_by_opponent") for a in actions):
        # "sacrificed or exhausted by your opponents' effects": of the last verb or of all?
        raise NotRead(
            "by", "whose effects a list of 'can't be' verbs names is not read", "cant_verb"
        )
    if d is None:
        return {"cant_be": found}
    noun = _noun(d)
    if noun not in ("Character", "Permanent", "Character or Permanent", "token"):
        raise NotRead("can't", "'can't' said of these objects is not read yet", "group_cant_be")
    elsewhere = (d.in_your_reserve, d.in_reserve, d.from_your_hand, d.in_play_or_reserve)
    if any(elsewhere) or d.played or d.from_zone:
        raise NotRead("can't", "'can't' said of objects out of play is not read yet")
    types = {"Character or Permanent": ["Character", "Permanent"], "token": []}.get(noun, [noun])
    if len(types) > 1:
        raise NotRead("can't", "'can't' said of two kinds is not read yet", "group_cant_be")
    flt = _filter(d, types=types, where=True)
    if noun == "token":
        flt["tokens"] = True
    if yours:
        if flt.get("controller") not in (None, "you"):
            raise NotRead("your", "'your' and another controller", "group_cant_be")
        flt["controller"] = "you"
    return {"cant_be": {**found, "filter": flt}}


_THIRD_PERSON = {"puts": "put", "returns": "return", "their": "your", "they": "you"}
"""The words of a players' clause as the step says them for "you" (7.5.6.b)."""


def as_you_say_it(span: str) -> str:
    """``span`` with a players' clause's verb and "their" as "you" say them: "puts a card
    from their hand in their Reserve" -> "put a card from your hand in your Reserve". The
    grammar reads "their" there as "your" only in the clause of players doing the step (the
    word lexer's PERSON, 1.4.7.b), so the step is theirs, on their own zones (3.1.2)."""
    words = span.split()
    if words and words[0] in ("puts", "returns"):
        words[0] = _THIRD_PERSON[words[0]]
    return " ".join(_THIRD_PERSON.get(w, w) if w in ("their", "they") else w for w in words)


def zone_move(span: str, obj: Object | None) -> Step | None:
    """ "Put a [card] from your [zone] in your [zone]" (7.3.27.a; to the Discard pile it is
    discarded, 7.3.7.a; on top of / at the bottom of the deck, 3.2.2) as a step on a card
    the controller chooses in their own zone (6.1.g); ``None`` for other words."""
    m = _ZONE_MOVE.match(as_you_say_it(span))
    if obj is None:  # "Put a card from your …": the words alone (put_card_between_zones)
        obj = Object("chosen", Description(types=["card"]))
    if m is None or obj.kind != "chosen" or obj.any_number:
        return None
    src, dst = m["src"], m["dst"]
    if dst.endswith(("expedition", "expeditions")):
        return put_in_expedition(m["verb"], src, dst, obj)  # gm (session 34)
    if dst.startswith("on top"):
        to, position = "deck", "top"
    elif dst.startswith(("at the bottom", "on the bottom")):
        to, position = "deck", "bottom"
    else:
        where = re.sub(r"^(?:in|into|to) (?:your )?", "", dst)
        to, position = _DESTINATIONS[where], ""
    if to == _DESTINATIONS[src]:
        raise NotRead("from your", "a card moved to the zone it is in", "zone_move")
    d = obj.description
    clean = Description(
        **{
            **vars(d),
            "counted_only": "",
            "from_your_hand": False,
            "in_your_reserve": False,
        }
    )
    types = [t for t in clean.types if t != "card"]
    noun = types[0] if len(types) == 1 else ("card" if not types else "")
    if noun not in _KINDS or clean.controller or clean.in_my_expedition or clean.token:
        raise NotRead("from your", "this card moved between zones is not read yet", "zone_move")
    if src == "mana zone" and (noun != "card" or clean.subtypes):
        # objects in the Mana zone have the type Mana Orb (3.2.9.c): none is a Character
        raise NotRead("mana zone", "in a Mana zone every card is a Mana Orb (3.2.9.c)", "zone_move")
    if src in ("hand", "discard pile") and (clean.statuses or clean.any_statuses):
        raise NotRead("from your", "statuses in this zone are not had (2.4.1.c)", "zone_move")
    if src == "mana zone" and (set(clean.statuses) - {"Exhausted"} or clean.any_statuses):
        # a Mana Orb is ready or exhausted (3.2.9.b), nothing else (gram99)
        raise NotRead("mana zone", "a Mana Orb is ready or exhausted (3.2.9.b)", "zone_move")
    flt = _filter(clean, types=[] if noun == "card" else [noun])
    if obj.another:
        flt["another"] = True
    action = "discard" if to == "discard" else m["verb"]
    step: Step = {"action": action, "subject": _ORIGINS[src]}
    if to != "discard":
        step["to"] = to
    if position:
        step["position"] = position
    if obj.up_to:  # "up to two Spells from your discard pile": none to that many (6.5.h)
        step["up_to"] = obj.up_to
    return {**step, "filter": flt} if flt else step


PUT_IN_EXPEDITION = "gm_put_in_expedition"
"""The refusals' rule: a judgement the printed reader keeps (joined_targets.judged_refusal)."""
_EXPEDITION_KINDS = ("hand", "reserve", "discard pile")
"""The zones a card is put from in an Expedition by the card language (gm)."""


def put_in_expedition(verb: str, src: str, dst: str, obj: Object) -> Step:
    """ "Put a Plant from your Reserve in your Expedition / Expeditions / one of your
    Expeditions" (gm, session 34): a Character card of the controller's zone put in play, not
    played (5.2.b: only "play" plays), in the Expedition its controller chooses — as a
    Character played is put in the Expedition chosen (5.2.1.a), each card's own (6.1.g).
    A named Expedition ("your Hero Expedition", "my Expedition"), any other kind of card
    (a Permanent's zone depends on its kind, 2.2.3.d; a Spell is never in an Expedition,
    3.2.4) or "return" is refused by name."""
    if verb != "put" or src not in _EXPEDITION_KINDS:
        said = f"'{verb} … from your {src}' in an Expedition is not read"
        raise NotRead(verb, said, PUT_IN_EXPEDITION)
    if "hero" in dst or "companion" in dst or "my expedition" in dst:
        raise NotRead(
            dst.split(" ", 1)[1],
            "a card put in one named Expedition is read by hand: the engine puts a card in "
            "the Expedition its controller chooses (6.1.g)",
            PUT_IN_EXPEDITION,
        )
    from scenarios.cards import vocabulary as v  # the sub-types of each type (2.2.2)

    d = obj.description
    clean = Description(
        **{
            **vars(d),
            "counted_only": "",
            "from_your_hand": False,
            "in_your_reserve": False,
            "in_expeditions": False,
            "controller": "" if d.in_expeditions else d.controller,
        }
    )
    types = [t for t in clean.types if t != "card"]
    character = types == ["Character"] or (
        not types
        and bool(clean.subtypes)
        and all(s in v.CHARACTER_SUBTYPES and s not in v.PERMANENT_SUBTYPES for s in clean.subtypes)
    )
    if not character or clean.controller or clean.in_my_expedition or clean.token:
        raise NotRead(
            "expedition",
            "only a Character card is put in an Expedition by the reader (2.2.3.d, 3.2.4)",
            PUT_IN_EXPEDITION,
        )
    if clean.statuses or clean.any_statuses:
        raise NotRead("from your", "statuses in this zone are not had (2.4.1.c)", PUT_IN_EXPEDITION)
    flt = _filter(clean, types=["Character"])
    step: Step = {"action": "put", "subject": _ORIGINS[src], "to": "expedition", "filter": flt}
    if obj.up_to:  # "up to two Plants": none to that many (6.5.h)
        step["up_to"] = obj.up_to
    return step


class CrVocabularySemantics(SemanticsBase):
    """The CR-vocabulary section's rules (mixed into :class:`semantics.Semantics`)."""

    # ------------------------------------------------------------- costs compared (2.2.7-8)
    def _cost_kind(self, meta: Meta) -> str:
        """ "hand_cost" / "reserve_cost": the characteristic after "with" (2.2.7, 2.2.8)."""
        return f"{self._span(meta).split()[1]}_cost"

    @v_args(meta=True)
    def cost_less_than(self, meta: Meta, items: list[Any]) -> tuple[str, Any]:
        """ "with Hand Cost less than {3}": at most 2 (a cost is a whole number, 2.2.7.a)."""
        mana = _number(items[-1])
        if mana <= 0:
            raise NotRead("less than", "a cost less than {0} is no cost", "cost_less_than")
        return (f"{self._cost_kind(meta)}_max", mana - 1)

    @v_args(meta=True)
    def cost_greater_than(self, meta: Meta, items: list[Any]) -> tuple[str, Any]:
        """ "with Hand Cost greater than {2}": at least 3 (2.2.7.a)."""
        return (f"{self._cost_kind(meta)}_min", _number(items[-1]) + 1)

    def cost_equal(self, items: list[Any]) -> tuple[str, Any]:
        """ "with Hand Cost {2}": exactly 2, at least and at most (2.2.7.a)."""
        n = _number(items[-1])
        return ("cost_between", (items[0], n, n))

    def cost_at_least(self, items: list[Any]) -> tuple[str, Any]:
        """ "with Hand Cost {3} or greater": as "{3} or more"."""
        return (f"{items[0]}_min", _number(items[1]))

    # ------------------------------------------------------------- zones (3.2, 7.3.27)
    @v_args(meta=True)
    def put_in_reserve(self, meta: Meta, items: list[Any]) -> Step:
        """ "Put a [card] from your [zone] in your [zone]" (zone_move), beside the other
        sections' "Put [object] in [its owner's] [zone]"."""
        found = zone_move(self._span(meta), items[0])
        if found is not None:
            return found
        return super().put_in_reserve(items)  # type: ignore[misc, no-any-return]

    @v_args(meta=True)
    def return_to_hand(self, meta: Meta, items: list[Any]) -> Step:
        """ "Return a [card] from your [zone] to your hand" (zone_move), beside "Return
        [object] to [its owner's] hand"."""
        found = zone_move(self._span(meta), items[0])
        if found is not None:
            return found
        return super().return_to_hand(items)  # type: ignore[misc, no-any-return]

    @v_args(meta=True)
    def put_card_between_zones(self, meta: Meta, _: list[Any]) -> Step:
        """ "Put a card from your [zone] in your [zone]" said with the words "a card" the
        Uniques' parts section reads its own way (zone_move)."""
        found = zone_move(self._span(meta), None)
        if found is None:
            raise NotRead("put", "this card put between zones is not read yet", "put")
        return found

    # ------------------------------------------------------------- statistics (2.3.1.a)
    def group_gets_stats(self, items: list[Any]) -> dict[str, Any]:
        """ "Characters you control get +1/+1/+1" (group_stats)."""
        return group_stats(items[0], items[-1], yours=False)

    def your_group_gets_stats(self, items: list[Any]) -> dict[str, Any]:
        """ "Your [other] Animals get +1/+0/+0": the controller's (1.2.2)."""
        return group_stats(items[0], items[-1], yours=True)

    def each_gets_stats(self, items: list[Any]) -> dict[str, Any]:
        """ "Each Character you control gets +1/+1/+1": as the group (2.3.1.b)."""
        return group_stats(items[0], items[-1], yours=False)

    def i_get_stats(self, items: list[Any]) -> dict[str, Any]:
        """ "I get +2/+0/+0": the bearer's statistics (2.3.1.a)."""
        return {"stats": {"scope": "self", **stat_change(items[-1])}}

    def i_get_stats_per(self, items: list[Any]) -> dict[str, Any]:
        """ "I get / have +1/+1/+1 for each Ember counter on me": once per thing counted,
        counted as the statistics are looked at (2.3.1.a, 2.2.11.c)."""
        from scenarios.cards.grammar.semantics.counted_statistics import no_target_counted

        change, counted = items[-2], items[-1]
        no_target_counted(counted)  # g3: a passive targets nothing (6.5.b)
        return {"stats": {"scope": "self", **stat_change(change), "per": counted}}

    def group_gets_stats_per(self, items: list[Any]) -> dict[str, Any]:
        """ "Characters you control get +1/+0/+0 for each token you control" (2.3.1.b)."""
        from scenarios.cards.grammar.semantics.counted_statistics import no_target_counted

        no_target_counted(items[-1])  # g3: a passive targets nothing (6.5.b)
        found = group_stats(items[0], items[-2], yours=False)
        found["stats"]["per"] = items[-1]
        return found

    each_gets_stats_per = group_gets_stats_per

    # ------------------------------------------------------------- "can't" (1.4.1.a)
    def i_cant_be(self, items: list[Any]) -> dict[str, Any]:
        """ "I can't be sacrificed / exhausted / readied / discarded"."""
        return cant_be(list(items), None, yours=False)

    def group_cant_be(self, items: list[Any]) -> dict[str, Any]:
        """ "Characters you control can't be sacrificed" (cant_be)."""
        return cant_be(list(items[1:]), items[0], yours=False)

    def your_group_cant_be(self, items: list[Any]) -> dict[str, Any]:
        return cant_be(list(items[1:]), items[0], yours=True)

    def mana_orbs_cant_be(self, items: list[Any]) -> dict[str, Any]:
        """ "Mana Orbs can't be exhausted": every Mana Orb (3.2.9), out of play — paying
        mana exhausts them (1.2.5.e), so they are no mana to pay with (1.4.1.a)."""
        return {"cant_be": {"actions": list(dict.fromkeys(items)), "filter": {"mana_orbs": True}}}

    def your_mana_orbs_cant_be(self, items: list[Any]) -> dict[str, Any]:
        found = self.mana_orbs_cant_be(items)
        found["cant_be"]["filter"]["controller"] = "you"
        return found

    def opponents_mana_orbs_cant_be(self, items: list[Any]) -> dict[str, Any]:
        """ "Your opponents' Mana Orbs can't be exhausted": the Mana Orbs of the opponents
        of the ability's controller (3.2.9) — no mana they can pay with (1.4.1.a, 1.4.1.b)."""
        found = self.mana_orbs_cant_be(items)
        found["cant_be"]["filter"]["controller"] = "opponent"
        return found

    def i_cant_gain_boosts(self, _: list[Any]) -> dict[str, Any]:
        """ "I can't gain boosts": no action gives me boosts (2.5.1.a)."""
        return cant_be(["gain_boosts"], None, yours=False)

    def group_cant_gain_boosts(self, items: list[Any]) -> dict[str, Any]:
        return cant_be(["gain_boosts"], items[0], yours=False)

    def your_group_cant_gain_boosts(self, items: list[Any]) -> dict[str, Any]:
        return cant_be(["gain_boosts"], items[0], yours=True)

    def cant_sacrificed(self, _: list[Any]) -> str:
        return "sacrifice"  # 7.3.36

    def cant_readied(self, _: list[Any]) -> str:
        return "ready"  # 7.3.28

    def cant_discarded(self, _: list[Any]) -> str:
        return "discard"  # 7.3.7 (and so sabotaged, 7.3.35.a)

    def cant_targeted(self, _: list[Any]) -> str:
        return "target"  # 6.5.b: not a suitable target

    def cant_targeted_by_opponent(self, _: list[Any]) -> str:
        return "target_by_opponent"  # 6.5.b: not a suitable target for an opponent

    def cant_status_word(self, items: list[Any]) -> str:
        """ "exhausted" (7.3.13): the only status word said after "can't be"."""
        if str(items[0]).lower() != "exhausted":
            raise NotRead(str(items[0]), f"'can't be {items[0]}' is not read", "cant_verb")
        return "exhaust"

    # ------------------------------------------------------------- the next card (5.2.d)
    def next_played(self, items: list[Any]) -> Step:
        """ "The next [card] you play from your Reserve / in {V} this turn [change]": where
        it is played from (5.2.a) or into (7.5.8.b), beside the other sections' words."""
        d: Description = items[0]
        extra: dict[str, Any] = {}
        # New descriptions, each word moved to the step: the parsed one is kept as read.
        if d.played == "reserve":  # "you play from your Reserve"
            d, extra["played_from"] = replace(d, played="next"), "reserve"
        if d.in_your_reserve and d.played == "next":
            # "… you play this turn from your Reserve": where it is played from (5.2.a), said
            # after the duration — never dropped
            d, extra["played_from"] = replace(d, in_your_reserve=False), "reserve"
        if d.in_terrain and d.played:  # "you play in {V}": the Expedition it is played into
            extra["into_terrain"], d = d.in_terrain, replace(d, in_terrain="")
        step: Step = super().next_played([d, *items[1:]])  # type: ignore[misc]
        step["ongoing"]["next_played"].update(extra)
        return step

    def next_played_late(self, items: list[Any]) -> Step:
        """ "The next Character you play this turn with Hand Cost {3} or less gains …": the
        description's words after the duration are the description's (5.2.d)."""
        d, duration, *later, change = items
        more = _describe([q for q in later if isinstance(q, tuple)])
        blank = Description()
        for key, value in vars(more).items():
            if value == getattr(blank, key):
                continue
            if getattr(d, key) != getattr(blank, key):
                raise NotRead("the next", "a description said twice", "next_played_late")
            setattr(d, key, value)
        return self.next_played([d, duration, change])

    # ------------------------------------------------------------- statistics compared (2.2.11)
    @v_args(meta=True)
    def stat_compared(self, meta: Meta, items: list[Any]) -> tuple[str, Any]:
        """ "with {V} 3 or more" / "with a {M} of 2": a Character whose statistic, as it is
        now (2.2.11.c), is at least / at most / exactly N."""
        terrain, n = lx.TERRAINS[str(items[0]).lower()], int(str(items[1]))
        last = self._span(meta).split()[-1]
        if last in ("more", "greater", "higher"):
            return ("stat_compared", (terrain, n, None))
        if last == "less":
            return ("stat_compared", (terrain, None, n))
        return ("stat_compared", (terrain, n, n))

    def next_activates(self, items: list[Any]) -> dict[str, Any]:
        """ "… activates its {R} abilities" (7.3.1.b): the Reactions with that trigger."""
        icon = str(items[0]).lower()
        triggers = {"{r}": "played_from_reserve", "{h}": "played_from_hand", "{j}": "enters_play"}
        if icon not in triggers:
            raise NotRead(str(items[0]), f"'activates its {items[0]} abilities' is not read")
        return {"activates": triggers[icon]}

    # ------------------------------------------------------------- costs (5.1.2.f)
    def your_cards_cost(self, items: list[Any]) -> dict[str, Any]:
        """ "Your Spells cost {1} less": the cards you play (5.1.2.f), as "Spells you play
        cost {1} less" reads; a group already said of a player or a zone is refused."""
        d: Description = items[0]
        if d.played or d.controller or d.from_zone or d.in_my_expedition:
            raise NotRead("your", "'your' before these cards is not read yet", "your_cards_cost")
        d.played = "next"  # "… you play", before "with Hand Cost …" as the cost words say it
        head, said_with, tail = d.words.partition(" with ")
        d.words = f"{head} you play" + (f" with {tail}" if said_with else "")
        return self.cards_cost(items)  # type: ignore[attr-defined, no-any-return]

    def discard_destination(self, _: list[Any]) -> str:
        return "discard"

    def put_top_of_deck(self, items: list[Any]) -> Step:
        """ "Put the top [N] card(s) of your deck in your Discard pile": discarded (7.3.7.a);
        other places as the effects section reads them."""
        amount, zone = items
        if zone == "discard":
            return {"action": "discard", "subject": "top_cards_of_your_deck", "amount": amount}
        return super().put_top_of_deck(items)  # type: ignore[misc, no-any-return]

    def discard(self, items: list[Any]) -> Step:
        """ "Discard a card from your Mana zone": one chosen there (6.1.g; a Mana Orb,
        3.2.9.c) is discarded (7.3.7.a); other objects as the steps section reads them."""
        obj = items[0]
        d = obj.description if isinstance(obj, Object) else None
        if (
            d is not None
            and obj.kind == "chosen"
            and d.counted_only == "from your mana zone"
            and d.types in ([], ["card"])
            and not (obj.another or obj.up_to or d.statuses or d.subtypes)
        ):
            return {"action": "discard", "subject": "a_card_from_your_mana_zone"}
        return super().discard(items)  # type: ignore[misc, no-any-return]

    # ------------------------------------------------------------- keywords given (2.3.1.a)
    @v_args(meta=True)
    def each_has_keyword(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "Each Character you control has Defender": a grant to the group, its words kept
        with "each" (read back by the grammar, evaluate_groups.grammar_group)."""
        d, keyword = items
        m = re.match(r"^(each .+?) (?:has|is|gains) \S+(?: \d+)?\.?$", self._span(meta))
        played = [t for t in ("Character", "Permanent", "Spell") if d.types == [t]]
        if m is not None and played and d.played == "next":
            # "Each Spell you play gains [[Fleeting]]": the cards of that type its controller
            # plays, as "Spells you play have [[Fleeting]]" names them (5.2.4.a) — only so
            # said, no other part of the description (gram59)
            plain = Description(types=d.types, played="next")
            if replace(d, words="", plural=False) == plain:
                return {"grant": {"to": f"{played[0].lower()}s you play", "keyword": keyword}}
        if m is None or d.played or d.from_zone:
            raise NotRead("each", "this group is not read yet", "each_has_keyword")
        return {"grant": {"to": m[1], "keyword": keyword}}
