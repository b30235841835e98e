"""Decision points of atomic actions (engine.pipeline): why an atomic action is impossible
(1.4.1.c) — the rule :func:`engine.pipeline.possible.impossible_reason` names — what a keyword
action does (7.3), who does it (1.4.7), and how modifiers change it (6.2).

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import PAID_IN_FULL, Point

POINTS: dict[str, Point] = {
    "impossible.gone": Point(
        "Can an atomic action act on an object that no longer exists?",
        ("2.1.i",),
        non_event=True,
    ),
    "impossible.status_zone": Point(
        "Can an object in a Discard pile, Deck or Hand be exhausted or gain a status?",
        ("2.4.1.c",),
        non_event=True,
    ),
    "impossible.exhaust_exhausted": Point(
        "Can an exhausted object be exhausted again (or pay mana again)?",
        ("7.3.16.b",),
        non_event=True,
    ),
    "impossible.ready_not_exhausted": Point(
        "Can an object that is not exhausted be readied?",
        ("7.3.28.b",),
        non_event=True,
    ),
    "impossible.boosted_direct": Point(
        "Can an effect make an object gain or lose Boosted directly?",
        ("2.4.5.b",),
        non_event=True,
    ),
    "impossible.status_already": Point(
        "Can an object gain a status it already has?", ("2.4.1.f",), non_event=True
    ),
    "impossible.part_ignored": Point(
        "When part of an effect is impossible, does the rest of the effect still happen?",
        ("6.5.h",),
        non_event=True,
    ),
    "impossible.cant_part_ignored": Point(
        "When a 'can't' makes part of an effect impossible, does the rest of it still happen?",
        ("6.5.h",),
        non_event=True,
    ),
    "static.support_max_more": Point(
        "May a support ability give its card in Reserve more counters than its 'up to a max "
        "of N' when a passive ability says so?",
        ("2.2.12.m", "2.2.12.d"),
        non_event=True,
    ),
    "action.status_regained": Point(
        "'I can gain Fleeting even if I was already Fleeting': what happens when it gains it "
        "again?",
        ("2.4.1.g",),
        non_event=True,
    ),
    "impossible.status_missing": Point(
        "Can an object lose a status it does not have?",
        ("2.4.1.h",),
        non_event=True,
    ),
    "impossible.lose_missing": Point(
        "What does 'loses [status]' do to an object without that status?",
        ("7.3.21.b",),
        non_event=True,
    ),
    "impossible.gain_again": Point(
        "What does 'gains [status]' (or 'ascends') do to an object or Expedition that has "
        "that status already?",
        ("7.3.16.b",),
        non_event=True,
    ),
    "impossible.counters_zone": Point(
        "Can an object in a Discard pile, Deck or Hand gain counters?",
        ("2.5.b",),
        non_event=True,
    ),
    "impossible.augment_none": Point(
        "Can an object be augmented without a counter of that kind?",
        ("7.3.4.a",),
        non_event=True,
    ),
    "impossible.double_zero": Point("Can zero counters be doubled?", ("7.3.8.b",), non_event=True),
    "action.boost_counters_put": Point(
        "A Character gains (or is given) N boosts — giving N boosts is gaining N boosts "
        "(7.3.17.a): how many boost counters are put on it?",
        ("7.3.15.a",),
        non_event=True,
    ),
    "impossible.spend_more": Point(
        "Can an object spend more counters than it has?", ("7.3.38.b",), non_event=True
    ),
    "impossible.switch_outside": Point(
        "Can an object outside the Expedition zone switch Expeditions?",
        ("7.3.39.a",),
        non_event=True,
    ),
    "impossible.defect_outside": Point(
        "Can an object outside the Expedition zone defect?",
        ("7.3.6.a",),
        non_event=True,
    ),
    "impossible.ascend_again": Point(
        "Can an Expedition that is Ascended ascend again?",
        ("2.4.1.f",),
        non_event=True,
    ),
    "impossible.forward_arena": Point(
        "Does an Expedition in the Arena move forward?",
        ("7.3.25.e",),
        non_event=True,
    ),
    "impossible.tiebreakers_no_moves": Point(
        "Why is the Expedition in the Arena — can it move once tiebreakers have started?",
        ("4.3.d",),
        non_event=True,
    ),
    "impossible.stays_exhausted": Point(
        "Is an object readied when a passive ability says it remains exhausted?",
        ("1.4.1.a",),
        non_event=True,
    ),
    "impossible.cant_gain_counters": Point(
        "Does an object gain counters when a passive ability says it can't?",
        ("1.4.1.a",),
        non_event=True,
    ),
    "impossible.passive_cant": Point(
        "Is an object sacrificed, exhausted, discarded or given boosts when a passive "
        "ability says it can't be?",
        ("1.4.1.a",),
        non_event=True,
    ),
    "impossible.zone_move_cant": Point(
        "Does a card go from one zone to another when a passive ability says cards can't "
        "go from that zone to that one?",
        ("1.4.1.a",),
        non_event=True,
    ),
    "impossible.forward_defender": Point(
        "Can an effect move forward, during Dusk, an Expedition with a Defender Character?",
        ("7.4.2.c",),
        non_event=True,
    ),
    "impossible.forward_only_due_to": Point(
        "Can an Expedition that may move forward during Dusk only due to one terrain move "
        "forward for another reason than Progress?",
        ("4.2.4.d",),
        non_event=True,
    ),
    "impossible.forward_cant": Point(
        "Does an Expedition move forward when a passive ability says Expeditions can't?",
        ("1.4.1.a",),
        non_event=True,
    ),
    "impossible.forward_far_end": Point(
        "Does an Expedition in the region opposite its origin move forward?",
        ("7.3.25.c",),
        non_event=True,
    ),
    "impossible.backwards_cant": Point(
        "Does an Expedition move backward when an ability says it can't?",
        ("1.4.1.a",),
        non_event=True,
    ),
    "impossible.backwards_origin": Point(
        "Does an Expedition in its region of origin move backwards?",
        ("7.3.24.b",),
        non_event=True,
    ),
    "impossible.backwards_arena": Point(
        "Does an Expedition in the Arena move backwards?",
        ("7.3.24.d",),
        non_event=True,
    ),
    "impossible.exchange_equal": Point(
        "Does exchanging equal numbers of boosts change anything?",
        ("7.3.11.b",),
        non_event=True,
    ),
    "impossible.sacrifice": Point(
        "Can a player sacrifice an object not in play, or one they do not control?",
        ("7.3.36.a",),
        non_event=True,
    ),
    "impossible.control_zone": Point(
        "Can a player take control of an object outside the Expedition and Landmark zones?",
        ("7.3.40.c",),
        non_event=True,
    ),
    "impossible.control_already": Point(
        "Can a player take control of an object they already control?",
        ("7.3.40.d",),
        non_event=True,
    ),
    "impossible.marker_gone": Point(
        "Can a Terrain Marker that was moved (a new object) be moved again by its old name?",
        ("2.1.i",),
        non_event=True,
    ),
    "impossible.marker_region": Point(
        "Can a Terrain Marker be placed on a face-down region, or be of no terrain?",
        ("3.2.1.d",),
        non_event=True,
    ),
    "impossible.reaction_blocked": Point(
        "Can a Reaction whose trigger cannot activate (a played card that left, a limit) activate?",
        ("7.3.1.e",),
        non_event=True,
    ),
    "action.ignore": Point("What does Ignore create, and for how long?", ("7.3.19.a", "2.2.2.m")),
    # "Target Character loses all its abilities this turn": an Emblem-Ongoing (2.2.2.m) whose
    # passive removes them, not merely ignores them (7.3.19.b) — they do not exist (2.3.2.d)
    "action.lose_abilities": Point(
        "What does losing all abilities for a time create, and what is lost?",
        ("2.3.2.d", "2.2.2.m"),
    ),
    # "Target Character loses [Tether] this turn": the set keyword's abilities (by its
    # reminder, 2.2.12.c) do not exist meanwhile (2.3.2.d); its other abilities stay
    "action.lose_set_keyword": Point(
        "What does losing a set's keyword for a time create, and what is lost?",
        ("2.2.12.c", "2.3.2.d", "2.2.2.m"),
    ),
    "action.receive_token": Point("Who receives the token?", ("7.3.30.a",)),
    "action.have_do": Point(
        "Is having an object do something the object doing it?", ("7.3.18.a",), non_event=True
    ),
    "action.switch_keeps": Point(
        "Does a Character switching Expeditions keep its boosts and statuses?",
        ("7.3.39.b", "2.1.h", "3.2.4.d"),
        non_event=True,
    ),
    "action.tumult_flipped": Point(
        "Is a face-down Tumult card moved into or past flipped face-up?",
        ("7.3.25.b",),
        non_event=True,
    ),
    "action.discard_top": Point(
        "Discarding the top cards of a Deck: which, and how many when it has fewer?",
        ("7.3.7.a", "3.2.2.e"),
    ),
    "action.exchange": Point("Where do two exchanged objects or cards go?", ("7.3.12.a",)),
    "action.exchange_owner": Point(
        "Where does a card exchanged with one in another player's personal zone go?",
        ("3.1.2.c",),
    ),
    "action.exchange_boosts": Point("How do two Characters exchange their boosts?", ("7.3.11.a",)),
    "action.keyword.look": Point(
        "May a player look at cards in their Deck, and does the table see them?", ("3.1.3.f",)
    ),
    "action.double_counters": Point(
        "What is doubling an object's counters (boosts too)?",
        ("7.3.8.a", "2.5.1.a"),
    ),
    "action.lose_all_statuses": Point(
        "What does an object lose when it loses all its statuses?", ("7.3.21.a", "2.4.1.h")
    ),
    "action.place_marker": Point(
        "Where may a Terrain Marker be placed, and what does it do?", ("3.2.1.d",)
    ),
    "action.marker_before_passives": Point(
        "Does a newer Terrain Marker apply before another passive ability changing its"
        " region's terrains?",
        ("3.2.1.e",),
    ),
    "action.move_marker": Point(
        "Is a moved Terrain Marker a new object with a new timestamp?", ("7.3.23.a", "7.3.23.b")
    ),
    "action.resupply_empty": Point("What does Resupply do from an empty Deck?", ("7.3.31.c",)),
    "action.resupply_nothing": Point(
        "What does Resupply do when the Deck and the Discard pile are both empty?",
        ("7.3.31.c", "3.2.2.d"),
    ),
    "action.token_made": Point(
        "Which name, statistics and type does a token have, read from the 'create' template?",
        ("2.2.b", "2.2.4.f", "2.2.11.e", "7.3.5.b", "2.2.1.d"),
    ),
    "action.enters_without_status": Point(
        "Does a card taking the place of one with a status (an exhausted card in Reserve) "
        "have that status?",
        ("2.4.1.d",),
    ),
    "action.token_owner": Point(
        "Who owns a token created in another player's Expedition, and who controls it?",
        ("1.1.7.b", "7.5.5.b"),
    ),
    "action.token_received_by_other": Point(
        "A token created in another player's Expedition: which player receives it?",
        ("7.3.30.a",),
    ),
    "reaction.cant_by_passive": Point(
        "Does a passive ability saying Reactions can't activate beat the card's Reaction?",
        ("7.3.1.e",),
        non_event=True,
    ),
    "reaction.cant_facing_gigantic": Point(
        "Which Expeditions face a Gigantic Character — both of those facing its controller's?",
        ("7.4.4.g",),
    ),
    "token.is_character": Point(
        "Is a token 'a Character' for a trigger or a target naming Characters?",
        ("2.2.1.d",),
        non_event=True,
    ),
    "action.token_abilities": Point("Which abilities does a token have?", ("2.2.12.f",)),
    "action.token_landmark": Point(
        "Where does a token the effect says is a Landmark Permanent go, and what is it?",
        ("2.2.1.d", "2.2.b", "2.2.3.e", "3.2.7.b"),
    ),
    "action.counters_kept_in_play": Point(
        "Does an object moving between the Expedition zone and the Landmark zone keep its "
        "counters?",
        ("2.5.k",),
    ),
    "action.counters_kept_from_reserve": Point(
        "Does an object moving from the Reserve or Limbo keep its counters?", ("2.5.l",)
    ),
    "action.defect_control": Point(
        "Who controls a Character that defected to the Expedition facing it?",
        ("7.5.5.b",),
    ),
    "action.statuses_not_kept": Point(
        "Does an object keep its statuses when it moves to another visible zone?", ("2.4.1.d",)
    ),
    "action.counters_lost_reserve_to_discard": Point(
        "Does an object going from the Reserve or Limbo to a Discard pile keep its counters?",
        ("2.5.l", "2.5.b"),
    ),
    "action.counters_lost_leaving_play": Point(
        "Does an object leaving play keep its counters?", ("2.5.j",)
    ),
    "action.counters_lost_leaving_play_hidden": Point(
        "Does an object leaving play for a Discard pile, Deck or Hand keep its counters?",
        ("2.5.j", "2.5.b"),
    ),
    "action.counters_lost_hidden": Point(
        "Does an object going to a Discard pile, Deck or Hand keep its counters?", ("2.5.b",)
    ),
    "action.ongoing_duration": Point(
        "How long does the Emblem-Ongoing last?", ("2.2.15.a", "2.2.15.c")
    ),
    "action.play_permission": Point(  # gj: "You may play it this turn for {1} less"
        "An effect that allows a player to play a card: may they play it later, or not?",
        ("5.2.a",),
    ),
    "action.token_subtypes": Point("Which sub-types does a token have?", ("2.2.2.j",)),
    "token.kept_outside_expedition_zone": Point(
        "Does a token leaving a zone other than the Expedition zone (a Landmark token going "
        "to Reserve, a Hand, a Discard pile) cease to exist?",
        ("2.1.e",),
        non_event=True,
    ),
    "token.received_in_reserve": Point("Who receives a token that joins a Reserve?", ("7.3.30.a",)),
    "action.token_sacrificed": Point(
        "Is a token that ceases to exist instead of going to the Discard pile still sacrificed?",
        ("2.1.e", "7.3.36.b"),
    ),
    "action.deck_end": Point(
        "Which card of a Deck is its top card, and which its bottom card?", ("3.2.2.b",)
    ),
    "action.boosted_kept": Point(
        "Is an object that keeps its boosts as it changes zones still Boosted?", ("2.4.5.b",)
    ),
    "action.seasoned_keeps": Point(
        "Does a Seasoned object going from the Expedition zone to Reserve keep its boosts?",
        ("7.4.6.b", "7.4.6.c"),
        non_event=True,
    ),
    "action.mana_exhausted": Point(
        "Does a card put in the Mana zone enter it exhausted?", ("3.2.9.b",)
    ),
    "action.mana_ready": Point(
        "Does a card put in the Mana zone 'as a ready Mana Orb' enter it exhausted?",
        ("3.2.9.b",),
    ),
    "action.rush": Point("What is it to Rush?", ("7.3.34.a", "5.2.b")),
    "action.finds_moved": Point(
        "Does an ability find the card it moved, as the new object in its visible "
        "destination zone?",
        ("2.1.f",),
    ),
    "action.finds_moved_through": Point(
        "Does an ability find the card it moved through more than one zone change (played: "
        "through Limbo)?",
        ("2.1.g", "2.1.f"),
    ),
    "doer.each_player": Point("Who sacrificed, under 'each player sacrifices ...'?", ("7.5.6.b",)),
    "doer.named_player": Point(
        "Who did it, when the effect names the player ('each player draws', 'target opponent "
        "sabotages', 'target Permanent's controller sacrifices it')?",
        ("7.5.6.b",),
    ),
    "doer.effect_controller": Point("Who did it: the effect's controller?", ("7.5.6.c",)),
    # ib39: "An opponent chooses a Character you control. Sacrifice it."
    "choice.opponent_chooses_yours": Point(
        "Who chooses, when the effect names another player choosing among your objects?",
        ("6.1.g", "6.1.h"),
    ),
    "doer.object_controller": Point(
        "Who did it, when the effect names no player: the object's controller?",
        ("7.5.6.d",),
        non_event=True,
    ),
    "control.landmark": Point("Where does a Landmark taken control of go?", ("7.3.40.b",)),
    "control.expedition": Point(
        "Where does an object in an Expedition taken control of go?", ("7.3.40.a",)
    ),
    "control.same_object_expedition": Point(
        "Is a Character taken control of a new object?", ("3.2.4.d",)
    ),
    "control.same_object_landmark": Point(
        "Is a Landmark taken control of a new object?", ("3.2.7.b",)
    ),
    "action.keyword.move": Point("What is moving a card to another zone?", ("2.1.d",)),
    "action.keyword.pay_mana": Point("How is mana paid?", ("3.2.9.f",)),
    "action.keyword.create_emblem": Point("When are Emblem-Reactions created?", ("6.3.h",)),
    "action.keyword.cease_to_exist": Point("What happens to an Emblem once resolved?", ("5.4.d",)),
    "action.keyword.shuffle": Point(
        "When may a Discard pile be shuffled into an empty Deck?", ("4.2.1.f",)
    ),
    "action.shuffle_deck": Point(
        "What is shuffling a Deck, and who decides its new order?",
        ("3.2.2.b", "6.5.j"),
    ),
    "action.keyword.become_first_player": Point(
        "How does a player become the first player?", ("4.2.1.b",)
    ),
    "action.keyword.pass": Point("What is passing?", ("4.2.3.d",)),
    "action.keyword.create_ongoing": Point(
        "What does an effect lasting longer than its resolution create?", ("2.2.2.m",)
    ),
    "action.keyword.play": Point("When is a card an effect plays played?", ("5.2.b",)),
    "action.keyword.reveal": Point("Does revealing change the game state?", ("1.2.7.d",)),
    "action.keyword.place_terrain_marker": Point("What is placing a Terrain Marker?", ("3.2.1.d",)),
    "action.keyword.choose_modes": Point("Who chooses the modes of a modal effect?", ("6.5.g",)),
    "action.keyword.remove_counters": Point("What is removing counters?", ("2.5.g",)),
    "modifier.attempt": Point(
        "Does a 'would attempt to' modifier replace an atomic action that cannot be done?",
        ("7.5.3.a", "6.2.b"),
    ),
    "modifier.replacing": Point("What does a replacing modifier do?", ("6.2.b",)),
    "modifier.one_atomic_action": Point(
        "Does a modifier that replaces one atomic action of a step change the step's other "
        "atomic actions?",
        ("6.2.f",),
    ),
    "modifier.applies_once": Point(
        "Does a replacing modifier apply again to the atomic action it made, when that "
        "action still meets its condition?",
        ("6.2.k",),
        non_event=True,
    ),
    "modifier.whole_roll_once": Point(
        "Does 'If you would roll one or more dice, instead roll that many dice plus one' apply "
        "again to the roll it made — it modifies the step's whole roll, once?",
        ("6.2.j",),
        non_event=True,
    ),
    "modifier.not_yet": Point(
        "Does a modifier that came into play by a step modify that same step?",
        ("6.2.l",),
        non_event=True,
    ),
    "modifier.replaced_not_event": Point(
        "Does a replaced atomic action still happen, and do Reactions to it activate?",
        ("6.2.m", "6.2.b"),
        non_event=True,
    ),
    "modifier.optional_applied": Point(
        "Does an optional replacing modifier apply when its controller says yes?",
        ("6.2.b", "6.2.d"),
    ),
    "modifier.order_unasked": Point(
        "Several replacing modifiers apply to one atomic action and every order ends the "
        "same: who would choose which applies first?",
        ("6.2.h",),
    ),
    "modifier.chosen_first": Point(
        "Which of several modifiers applies first, as the step's controller chose?",
        ("6.2.h",),
    ),
    "modifier.additive": Point("What does an additive modifier do?", ("6.2.c",)),
    # gn: "I enter play with N [name] counters", the card entering play without being played
    "modifier.enters_with_counters": Point(
        "Does a card's own “I enter play with counters” modify the step that puts it in play?",
        ("6.2.l",),
        non_event=True,
    ),
    "modifier.additive_each_once": Point(
        "Several additive modifiers apply to one atomic action: does each apply, and only once?",
        ("6.2.i", "6.2.k"),
        non_event=True,
    ),
    "modifier.order_replacing_additive": Point(
        "A replacing and an additive modifier apply to one atomic action: which applies "
        "first, and is the other checked again on the modified action?",
        ("6.2.g", "6.2.i"),
    ),
    "modifier.order_additive": Point(
        "Several additive modifiers apply to one atomic action: in which order?",
        ("6.2.h", "6.2.g"),
    ),
    "modifier.whole_step": Point(
        "Does a modifier replacing the whole step apply before those of atomic actions?",
        ("6.2.b", "6.2.g"),
        non_event=True,
    ),
    "modifier.rule.fleeting_discarded": Point(
        "Does a Fleeting Character or Expedition Permanent going to Reserve go to the "
        "Discard pile instead?",
        ("2.4.7.d",),
    ),
    "status.fleeting_not_to_reserve": Point(
        "Does Fleeting discard a Character that leaves the Expedition zone for a zone other "
        "than Reserve (returned to Hand, put in the Deck or the Mana zone)?",
        ("2.4.7.d",),
        non_event=True,
    ),
    "status.anchored_outside_rest": Point(
        "Does Anchored keep a Character from being sent to Reserve by an effect, outside Rest?",
        ("2.4.2",),
    ),
    "status.asleep_outside_rest": Point(
        "Does Asleep keep a Character from being sent to Reserve by an effect, outside Rest?",
        ("2.4.4",),
    ),
    "keyword.eternal_outside_rest": Point(
        "Does Eternal keep a Character from being sent to Reserve by an effect, outside Rest?",
        ("7.4.3.b",),
    ),
    "modifier.rule.token_ceases": Point(
        "Does a token leaving the Expedition zone cease to exist instead?", ("2.1.e",)
    ),
    "token.ceases_leaves": Point(
        "Does a token that ceases to exist instead of moving still leave the Expedition zone?",
        ("7.5.11.b",),
    ),
    "modifier.additive_after_replacing": Point(
        "Does an additive modifier of the original action still apply once a replacing "
        "modifier has changed it?",
        ("6.2.g", "6.2.i"),
        non_event=True,
    ),
    "modifier.replaced_quantity": Point(
        "A replacing modifier prints another quantity ('draw two cards instead'): is that "
        "quantity done, and does the modifier apply again to what it made?",
        ("6.2.b", "6.2.k"),
    ),
    "modifier.checked_again": Point(
        "Does another replacing modifier apply to the action a first one modified?",
        ("6.2.i",),
    ),
    "impossible.nothing_to_activate": Point(
        "Does 'Activate the [trigger] abilities of' an object without such a Reaction do "
        "anything (7.3.1.b: only that object's Reactions of the trigger modify the step)?",
        ("6.5.h",),
        non_event=True,
    ),
    "impossible.landmark_fleeting": Point(
        "Can a Landmark Permanent gain Fleeting?", ("2.4.7.b",), non_event=True
    ),
    "action.statuses_lost_hidden": Point(
        "Does an object going to a Discard pile, Deck or Hand keep its statuses?", ("2.4.1.c",)
    ),
    "action.boosted_lost": Point(
        "Is an object that lost its last boost still Boosted?",
        ("2.4.5.a", "2.4.5.b"),
        non_event=True,
    ),
    "modifier.whole_step_once": Point(
        "May a modifier replacing a whole step apply to that step again?",
        ("6.2.f", "6.2.j"),
        non_event=True,
    ),
    "impossible.this_turn_outside_turn": Point(
        "Can an Emblem lasting 'this turn' be created outside a turn?",
        ("2.2.15.d",),
        non_event=True,
    ),
    "impossible.this_afternoon_after_afternoon": Point(
        "Can an Emblem lasting 'this Afternoon' be created at Dusk or Night?",
        ("2.2.15.e",),
        non_event=True,
    ),
    "action.sacrifice_modified": Point(
        "Is a sacrifice whose discard a modifier replaced still a sacrifice?", ("7.3.36.b",)
    ),
    "modifier.resupply_exhausted": Point(
        "Does a modifier of Resupply also modify Exhausted Resupply?", ("7.3.14.a",)
    ),
    "action.return_anywhere": Point(
        "Can an object be returned to a zone it never was in?", ("7.3.32.b",)
    ),
    # costs and choosers: who chooses, costs of several parts, distributing
    "effect.distribute_among_targets": Point(
        "Distributing among targets: are the targets chosen first, and who picks which one "
        "gets each?",
        ("6.5.b", "6.1.g", "6.5.i"),
    ),
    "cost.parts_checked": Point(
        "Is a cost of several parts paid in part when one part cannot be paid?",
        (*PAID_IN_FULL, "6.4.a"),
        non_event=True,
    ),
    "cost.parts_paid": Point(
        "How is a cost of several parts inside an effect paid — and what it pays for happens?",
        ("6.4.a", "6.1.d", "6.5.f"),
    ),
    # a card readied in a Reserve is ready (2.4.6.b): 2.4.6.c (no play) and 2.4.6.e (no
    # support abilities) no longer apply to it (engine/why/ready_again.py)
    "status.ready_in_reserve": Point(
        "A card in Reserve is readied: is it ready again — can it be played, do its support "
        "abilities work?",
        ("2.4.6.b", "2.4.6.c", "2.4.6.e"),
    ),
    "effect.parts_done": Point(
        "'You may [X] and [Y]. If you do, [Z]': are X and Y a cost of Z — when does Z happen?",
        ("6.5.f", "6.5.c"),
    ),
    "effect.parts_as_far_as_they_can": Point(
        "'[You may] [X] and [Y]. If you do, [Z]' when one part cannot be done: is the other "
        "done, and does Z happen?",
        ("6.5.h", "6.5.f"),
    ),
    "effect.parts_asked": Point(
        "'You may [X] and [Y]. If you do, [Z]': is the player asked once for both?",
        ("6.5.c", "6.5.f"),
    ),
    "quick.cost_parts": Point(
        "A cost that discards and sacrifices: is each part its own object, and is the cost "
        "offered when one part cannot be paid?",
        (*PAID_IN_FULL, "5.1.2.i", "6.4.a", "6.1.a"),
    ),
    "target.by_player_named": Point(
        "Who chooses the target of 'target opponent sabotages': the opponent or the effect's"
        " controller?",
        ("7.5.6.b", "6.1.g", "7.3.35.a"),
    ),
    # A Defender outside Dusk: the move forward happens, and the trace says why.
    "forward.defender_outside_dusk": Point(
        "Does a Defender keep its Expedition from moving forward outside Dusk (at Noon, in "
        "the Afternoon)?",
        ("7.4.2.b",),
    ),
    # During Dusk, a Defender's Expedition moved by an effect where a passive ability says
    # Defender Characters don't prevent it: the effect is one of Defender's reasons (7.4.2.c).
    "forward.defender_exception_unmet": Point(
        "During Dusk, does an ability saying Defender Characters don't prevent an Expedition "
        "from moving forward apply when its condition is false?",
        ("2.2.12.m",),
        non_event=True,
    ),
    "forward.defender_not_preventing_effect": Point(
        "During Dusk, does an effect move forward an Expedition with a Defender Character "
        "when an ability says Defender Characters don't prevent it?",
        ("7.4.2.c", "2.2.12.m"),
    ),
}
