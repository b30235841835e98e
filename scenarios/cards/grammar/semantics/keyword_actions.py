"""The semantic functions of the grammar's "keyword actions" section (``altered.lark``,
issue 30): the CR's keyword actions (7.3) on the Expedition phrases and zones the CR names,
as ``benchmarks/cr_vocabulary_audit.py`` composes them, into the same card structures the
other sections give for the same words."""

from __future__ import annotations

from typing import Any

from lark import Tree, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.semantics.opponents_reserve import origin_kept
from scenarios.cards.grammar.tree import Description, Object, described

_OWNER_ZONES = {
    "in its owner's hand": "hand",
    "in its owner's discard pile": "discard",
    "in their owners' reserve": "reserve",
    "in their owners' hand": "hand",
    "in their owners' discard pile": "discard",
    "in their owners' mana zone": "mana",
}
"""Where "Put [object] in …" puts it, said by the object's last words (7.3.27.a): always its
owner's zone (3.1.2.c). Read by "Put" only: elsewhere the words are refused (counted_only)."""


IN_PLAY_AND_RESERVE = "in play and in reserve"
"""The qualifier "in play and in Reserve": read for "each / all" objects only
(object_subjects.py, `_subject`)."""


def _keyword(token: Any) -> str:
    """A keyword ability's name as the CR spells it (7.4)."""
    word = str(token).lower()
    return lx.KEYWORDS.get(word) or lx.NUMBERED_KEYWORDS[word]


def _words(items: list[Any]) -> list[str]:
    """The strings among a rule's children (a sub-rule without a function is a Tree)."""
    return [str(i) for i in items if isinstance(i, str) and not isinstance(i, Tree)]


def _put_in_owners(subject: dict[str, Any], zone: str) -> Step:
    """An object put in its owner's ``zone`` (7.3.27.a): the zone named by ownership (1.1.3.d),
    not a move redirected (1.4.3.a); to the Discard pile it is discarded (7.3.7.a)."""
    if zone == "discard":
        return {"action": "discard", **subject}
    return {"action": "put", "to": zone, "to_owner": True, **subject}


def _to_zone(verb: str, obj: Object, zone: str) -> Step:
    """An object moved to its owner's zone (7.3.27.a) by the verb printed ("return", "send":
    synonyms, 7.3.27.b), as the other readers keep it; to the Discard pile it is discarded
    (7.3.7.a)."""
    if zone == "discard":
        return {"action": "discard", **_subject(obj)}
    return {"action": verb, "to": zone, "to_owner": True, **_subject(obj)}  # 1.1.3.d


def _take_control_of_group(obj: Object) -> Step:
    """ "Take control of each / all [objects]" or "of it" (7.3.40): every
    object of the group, or the one named, is taken one by one. A Character goes to one of
    the taker's Expeditions (7.3.40.a), a Permanent in Landmarks to the taker's Landmarks
    (7.3.40.b); the engine decides by the zone each one is in, and an object the taker
    already controls, or one not in play, stays where it is (7.3.40.c-d)."""
    step: Step = {"action": "take_control", **_subject(obj)}
    types = (step.get("filter") or {}).get("types") or []
    if step["subject"] == "it" or "Character" in types:
        step["to"] = "expedition"  # 7.3.40.a; a Landmark Permanent "it" goes by its zone
    elif types != ["Permanent"]:
        raise NotRead("take control", "taking control of these objects is not read yet")
    return step


class KeywordActionSemantics(SemanticsBase):
    """Expedition actions on any Expedition phrase; objects moved to their owner's zones."""

    # ------------------------------------------------------------- Expeditions (7.3, 7.5)
    def named_expedition_moves(self, items: list[Any]) -> Step:
        """ "Your other Expedition / Both of your Expeditions / Its Expedition moves forward
        one region" (7.3.25, 7.3.24): the Expedition the phrase names (7.5)."""
        where, *_, direction = _words(items)
        return {"action": f"move_{direction}", "subject": where}

    def named_expedition_ascends(self, items: list[Any]) -> Step:
        """ "[Expedition] ascends": it gains the Ascended status (7.3.3.a)."""
        return {"action": "ascend", "subject": _words(items)[0]}

    def each_expedition_ascends(self, _: list[Any]) -> Step:
        return {"action": "ascend", "subject": "each_my_expedition"}  # 7.3.3.a, each one

    def facing_expedition_ascends(self, _: list[Any]) -> Step:
        """ "The Expedition facing me ascends" (7.3.3.a, 1.2.3.c)."""
        return {"action": "ascend", "subject": "the_expedition_facing_me"}

    def player_rolls_die(self, items: list[Any]) -> Step:
        """ "[player] rolls a die" (7.3.33.a): that player rolls (each player: one each, in
        initiative order, 6.1.h); the results do nothing but what Reactions watch (the
        keyword-actions section,
        round 2)."""
        from scenarios.cards.grammar.semantics.effects import PLAYERS_WHO_DRAW

        who = {"opponent_each": "opponent"}.get(str(items[0]), str(items[0]))
        if who not in PLAYERS_WHO_DRAW:
            raise NotRead("rolls", "this player's roll is not read yet", "player_rolls_die")
        return {"action": "roll_die", "outcomes": [], "subject": who}

    # ------------------------------------------------------------- zones (3.2, 7.3.27)
    def reserve_zone(self, _: list[Any]) -> str:
        return "reserve"

    def mana_zone(self, _: list[Any]) -> str:
        return "mana"

    def discard_zone(self, _: list[Any]) -> str:
        return "discard"

    def hand_zone(self, _: list[Any]) -> str:
        return "hand"

    @v_args(meta=True)
    def return_to_zone(self, meta: Meta, items: list[Any]) -> Step:
        """ "Return / Send [object] to its owner's [zone]" (7.3.32, 7.3.37; synonyms of
        "put", 7.3.27.b): the owner's zone (3.1.2.c)."""
        obj: Object = items[0]
        if obj.kind == "each" or obj.up_to >= 2:
            raise NotRead("its owner", "'its owner's' after several objects", "return_to_zone")
        return _to_zone(self._verb(meta), obj, _words(items)[-1])

    @v_args(meta=True)
    def return_to_owners_zone(self, meta: Meta, items: list[Any]) -> Step:
        """ "Return / Send [objects] to their owners' [zone]": each to its owner's."""
        obj: Object = items[0]
        if obj.kind != "each" and obj.up_to < 2 and not obj.plural:  # "them": several
            raise NotRead("their owners", "'their owners' after one object", "return_to_zone")
        return _to_zone(self._verb(meta), obj, _words(items)[-1])

    def _verb(self, meta: Meta) -> str:
        """The step's verb as printed: its first word ("return", "send")."""
        return self._span(meta).split()[0]

    def send_to_owners_hands(self, items: list[Any]) -> Step:
        """ "Send up to two target Characters to their owners' hands" (7.3.37)."""
        obj: Object = items[0]
        if obj.kind != "each" and obj.up_to < 2 and not obj.plural:  # "them": several
            raise NotRead("their owners", "'their owners' after one object", "send_to_owners_hands")
        return {"action": "send", "to": "hand", "to_owner": True, **_subject(obj)}

    def put_me_in_zone(self, items: list[Any]) -> Step:
        """ "Put me in my owner's Reserve / hand", "Put it in its owner's Discard pile"
        (7.3.27.a)."""
        return _put_in_owners({"subject": "self"}, _words(items)[-1])

    def put_referent_in_zone(self, items: list[Any]) -> Step:
        """ "Put it / that card in its owner's Reserve / hand / discard pile" (7.3.27.a): the
        one object the reference slot names back (several: "their owners'", refused here)."""
        obj: Object = items[0]
        if obj.plural:
            raise NotRead("its owner", "'its owner's' after several objects", "put_in_zone")
        return _put_in_owners(_subject(obj), _words(items)[-1])

    def in_owner_hand(self, _: list[Any]) -> tuple[str, str]:
        return ("counted_only", "in its owner's hand")

    def in_owner_discard_pile(self, _: list[Any]) -> tuple[str, str]:
        return ("counted_only", "in its owner's discard pile")

    def in_their_owners_zone(self, items: list[Any]) -> tuple[str, str]:
        words = " ".join(self.text.lower().replace("'", "").split())
        for zone in ("reserve", "hands", "hand", "discard pile", "mana zone"):
            if f"in their owners {zone}" in words:
                return ("counted_only", f"in their owners' {zone.removesuffix('s')}")
        raise NotRead("their owners", "this zone of their owners is not read", "object_desc")

    def put_in_reserve(self, items: list[Object]) -> Step:
        """ "Put [object] in its owner's hand / Discard pile / in their owners' [zone]"
        (7.3.27.a) beside the other sections' "in [its owner's] Reserve / Mana zone"."""
        obj = items[0]
        zone = _OWNER_ZONES.get(obj.description.counted_only)
        if zone is None:
            return super().put_in_reserve(items)  # type: ignore[misc, no-any-return]
        plural = obj.kind == "each" or obj.up_to >= 2
        if obj.description.counted_only.startswith("in their owners") != plural:
            raise NotRead("owner", "'its owner' / 'their owners' does not fit the object", "put")
        obj = origin_kept(described(obj, counted_only=""))  # (gram96) its place kept
        if zone == "discard":
            return {"action": "discard", **_subject(obj)}  # 7.3.7.a
        return {"action": "put", "to": zone, "to_owner": True, **_subject(obj)}  # 1.1.3.d

    # ------------------------------------------------------------- keywords given (7.4, 2.3.1.a)
    def your_group_keyword(self, items: list[Any]) -> dict[str, Any]:
        """ "Your other Characters have Defender": those the controller controls but the
        bearer (7.2.1.a), as "other Characters you control" reads; other groups as the
        statics section reads them."""
        group, keyword = items
        said = group.words.split()
        plain = said[:1] == ["other"] and len(said) == 2 and not group.counted_only
        qualified = group.controller or group.in_my_expedition or group.in_reserve
        if not plain or qualified or group.in_your_reserve or group.from_zone or group.played:
            return super().your_group_keyword(items)  # type: ignore[misc, no-any-return]
        return {"grant": {"to": f"{group.words} you control", "keyword": keyword}}

    # ------------------------------------------------------------- objects (6.5.b, 3.1.4.a)
    def up_to_targets_either(self, items: list[Any]) -> Object:
        """ "up to two targets, Characters or Permanents": each target either (6.5.b)."""
        amount, *kinds = items
        if sorted(k[1] for k in kinds) != ["Character", "Permanent"]:
            raise NotRead("or", "targets of these kinds are not read yet", "up_to_targets_either")
        return Object("target", Description(types=["Character or Permanent"]), up_to=amount)

    def in_play_and_reserve(self, _: list[Any]) -> tuple[str, str]:
        return ("counted_only", IN_PLAY_AND_RESERVE)

    # ------------------------------------------------------------- have [object] do (7.3.18)
    def have_switch_expeditions(self, items: list[Any]) -> Step:
        """ "Have [object] switch Expeditions": the object does it (7.3.18.a, 7.3.39)."""
        return {"action": "have_do", "do": {"action": "switch_expeditions", **_subject(items[0])}}

    def have_defect(self, items: list[Any]) -> Step:
        """ "Have [object] defect": the object does it (7.3.18.a, 7.3.6)."""
        return {"action": "have_do", "do": {"action": "defect", **_subject(items[0])}}

    # ------------------------------------------------------------- keywords as filters (7.4)
    def keyword_adjective(self, items: list[Any]) -> tuple[str, str]:
        """ "each Gigantic Character": one that has Gigantic (7.4)."""
        return ("keyword", _keyword(items[0]))

    def with_keyword(self, items: list[Any]) -> tuple[str, str]:
        """ "with Defender", "with Tough": one that has it, whatever its X (7.4.7.b)."""
        return ("keyword", _keyword(items[0]))

    # ------------------------------------------------------------- Permanents' zone types (2.2.3)
    def landmark_permanent_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("permanent_zone", "landmark")  # a Permanent in Landmarks (2.2.3.e)

    def expedition_permanent_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("permanent_zone", "expedition")  # a Permanent in an Expedition (2.2.3.d)

    @v_args(meta=True)
    def return_me_to_zone(self, meta: Meta, items: list[Any]) -> Step:
        """ "Return me to my owner's hand" (7.3.32): "my owner's" says "me" only."""
        obj: Object = items[0]
        if obj.kind != "me":
            raise NotRead("my owner's", "'my owner's' after another object", "return_me_to_zone")
        return _to_zone(self._verb(meta), obj, _words(items)[-1])
