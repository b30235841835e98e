"""Decision points of resolving an effect (6): its steps (6.1), conditions and "otherwise"
(6.5.d, 6.5.e), "if you did" (6.5.f), modes and repetitions (6.5.g, 6.5.i), replacing
modifiers (6.2), costs inside an effect (6.4), groups of objects (6.1.e), whether an
Expedition is ahead, behind or tied (7.5.2), terrains (7.5.8), control (7.3.40) and the
objects an effect finds after they changed zones (2.1).

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import PAID_IN_FULL, Point

POINTS: dict[str, Point] = {
    "effect.ongoing": Point(
        "What does an effect lasting longer than its resolution create?", ("2.2.2.m",)
    ),
    "effect.delayed": Point(
        'What does "[effect] after Rest" create, and when does the effect happen?',
        ("2.2.2.m", "4.2.d"),
    ),
    "delayed.lapsed": Point(
        "Does a delayed step ('At the start of the next Dusk, …') happen when the Emblem "
        "holding it is created after this Day's moment has passed?",
        ("4.2.b", "2.2.15.c"),
        non_event=True,
    ),
    "effect.condition": Point(
        "Is a conditional step's condition met, checked just before it?",
        ("6.5.d",),
        non_event=True,
    ),
    "effect.behind": Point("Is the Expedition behind the one facing it?", ("7.5.2.b",)),
    "effect.ahead": Point("Is the Expedition ahead of the one facing it?", ("7.5.2.a",)),
    "effect.tied": Point("Is the Expedition tied with the one facing it?", ("7.5.2.c",)),
    "effect.all_tied": Point("Where is an Expedition during tiebreakers?", ("7.5.2.d",)),
    "effect.tied_in_tiebreakers": Point(
        "Can an Expedition be behind during tiebreakers?", ("7.5.2.d", "7.5.2.b")
    ),
    "effect.condition_gigantic": Point(
        "Does a condition on a Gigantic object's Expedition ('my / its Expedition is "
        "behind') need both of its controller's Expeditions to meet it?",
        ("7.4.4.k",),
        non_event=True,
    ),
    "effect.condition_over_steps": Point(
        "Does one condition before a colon govern every step of the output, evaluated once?",
        ("6.5.e", "6.1.c"),
        non_event=True,
    ),
    "effect.otherwise": Point(
        "Do the 'otherwise' steps happen, the condition evaluated once?",
        ("6.5.e",),
        non_event=True,
    ),
    "effect.exchange_impossible": Point(
        "Does an exchange happen when its second object cannot be determined?",
        ("7.3.12.b", "6.1.g"),
        non_event=True,
    ),
    "effect.steps": Point(
        "Is each verb of the effect a separate step, resolved in order?",
        ("6.1.c",),
        non_event=True,
    ),
    "effect.times": Point("Are 'X times' performed together or one after the other?", ("6.5.i",)),
    "effect.times_counted": Point(
        "How many times is 'do the following X+1 times' done, and does each choose anew?",
        ("6.5.i",),
    ),
    "effect.choose_counted": Point(
        "How many modes does 'choose X+1' choose, X counted as it resolves?", ("6.5.g",)
    ),
    "effect.chosen_counted": Point(
        "'Discard X cards' / 'Sacrifice X Characters': how many are chosen, X counted as the"
        " step begins, and is it one step?",
        ("6.1.g", "6.1.e", "6.5.h"),
        non_event=True,
    ),
    "effect.second_person": Point(
        "Who is 'you' / 'your opponent' in a passive ability that forbids something "
        "('Cards in your opponent's Reserve can't gain counters'): its controller, and "
        "that player's opponent?",
        ("7.2.3.a",),
    ),
    "effect.x_counted_by_controller": Point(
        "'Its controller discards X cards, where X is the number of Characters you control':"
        " who is 'you' when X is counted?",
        ("7.2.3.a",),
        non_event=True,
    ),
    "effect.modes_times": Point(
        "Does each instance of 'choose one, twice' choose its modes anew?",
        ("6.5.i", "6.5.g"),
        non_event=True,
    ),
    "effect.modes": Point(
        "Who chooses the modes of a modal effect, and in which order do they resolve?",
        ("6.5.g",),
    ),
    "effect.augment": Point("Which counter does Augment add to?", ("7.3.4.a",)),
    "effect.remove_alike": Point(
        "Which of an object's boosts does 'I lose 1 boost' remove?", ("2.5.d", "2.5.g")
    ),
    "effect.remove_from_each": Point(
        "Does 'Each Character loses 1 boost' take 1 boost in all, or 1 from each?",
        ("6.1.e", "2.5.g"),
    ),
    "effect.boosts_are_counters": Point(
        "Does 'remove X counters', naming no counter, take boosts?", ("2.5.1.a",)
    ),
    "effect.remove_counters": Point(
        "How many counters does 'remove X counters' leave when there are X or fewer?",
        ("2.5.g",),
    ),
    "effect.move_counters": Point(
        "What does moving N counters from one object to another do?",
        ("2.5.g", "7.3.15.a"),
    ),
    "effect.remove_which": Point(
        "Who chooses which counters are removed, and are counters of one name told apart?",
        ("6.1.g", "2.5.d"),
    ),
    "effect.facing_me": Point("Which Expedition is 'the Expedition facing me'?", ("1.2.3.c",)),
    "effect.my_place_gone": Point(
        "Where is 'me' for 'the Expedition facing me' / 'in my Expedition' once I left the "
        "Expedition zone?",
        ("6.3.j", "2.1.h"),
    ),
    "effect.facing_me_gigantic": Point(
        "Which Expeditions are 'the Expedition facing me' for a Gigantic Character?",
        ("7.4.4.g",),
    ),
    "control.already": Point(
        "Can a player take control of an object they already control?",
        ("7.3.40.d",),
        non_event=True,
    ),
    "control.not_in_play": Point(
        "Can a player take control of an object that is not in play?",
        ("7.3.40.c",),
        non_event=True,
    ),
    "control.gigantic_place": Point(
        "Where does a Gigantic Character taken control of go?",
        ("7.3.40.a", "7.4.4.h", "7.4.4.b"),
    ),
    "control.gigantic_both": Point(
        "Is a Gigantic Character taken control of in both Expeditions?",
        ("7.3.40.a", "7.4.4.b"),
        non_event=True,
    ),
    "control.landmark_limit": Point(
        "May a player take a Landmark beyond their landmark limit?",
        ("3.2.7.c", "4.2.5.c"),
        non_event=True,
    ),
    "gift.also_receive": Point("What does a player who also receives a Gift get?", ("7.3.29.b",)),
    "effect.finds_it": Point(
        "Can the effect find the card it moved through several zone changes?",
        ("2.1.g",),
        non_event=True,
    ),
    "modifier.optional": Point(
        "Does an optional replacing modifier apply, and who decides?",
        ("6.2.d", "6.2.b"),
        non_event=True,
    ),
    "modifier.impossible_event": Point(
        "Can a modifier apply to an event that is impossible?",
        ("1.4.1.d",),
        non_event=True,
    ),
    "modifier.order": Point(
        "Which of several replacing modifiers applies first?",
        ("6.2.h", "6.2.i"),
    ),
    "modifier.optional_whole_step": Point(
        "Does an optional modifier of a whole step apply?",
        ("6.2.d", "6.2.f"),
        non_event=True,
    ),
    "cost.paid_in_full": Point(
        "Can a cost be paid in part, or chosen when it cannot be paid in full?",
        PAID_IN_FULL,
        non_event=True,
    ),
    "cost.mana_short": Point(
        "Can a cost inside an effect be paid with too few Mana Orbs?",
        PAID_IN_FULL,
        non_event=True,
    ),
    # 7.3.16.b, not 2.4.6.a's Remark: that Remark is on the {T} symbol of a quick action's
    # cost; an exhaust written in an effect is the atomic action, impossible on an
    # exhausted object by its own rule.
    "cost.exhausted_object": Point(
        "Can 'You may exhaust me to …' be paid when I am already exhausted?",
        ("7.3.16.b", *PAID_IN_FULL),
        non_event=True,
    ),
    "may.cost_unpayable": Point(
        "Is a player asked 'You may [cost] to …' when the cost cannot be paid?",
        ("6.1.g", "6.4.c"),
        non_event=True,
    ),
    "cost.part_unpayable": Point(
        "Is a two-part cost paid when one part cannot be?",
        (*PAID_IN_FULL, "6.1.d"),
        non_event=True,
    ),
    "cost.spend_short": Point(
        "Can a cost spending counters be paid by an object with too few of them?",
        (
            "7.3.38.b",
            "2.5.h",
        ),  # the keyword action's own rule first, the counters' beside, non_event=True,
    ),
    "cost.choose_orbs": Point("Which Mana Orbs pay a cost inside an effect?", ("3.2.9.f", "6.1.d")),
    "cost.whole": Point(
        "Is 'You may pay {1} and put a card from your hand in Reserve to …' one cost, "
        "asked and declined whole?",
        ("6.1.d", "6.4.a"),
    ),
    "cost.paid": Point(
        "How is a cost of several verbs inside an effect paid?",
        ("6.1.d", "6.4.a", "3.2.9.f"),
    ),
    "effect.if_you_did": Point(
        "Do the steps after '[X]; if you did, [Y]' happen?", ("6.5.f",), non_event=True
    ),
    # "[X] to [Y]" has no "if you did": X is the cost of Y (the 6.1.d Example, "You may pay
    # {1} and put a card from your Hand in Reserve to create …", 1.2.5.a "in order to do
    # something"), paid in full or not at all (6.4.c) — Y happens only if it is paid.
    "effect.to_paid": Point(
        "'[X] to [Y]': X is the cost of Y — does Y happen, X paid in full?",
        ("6.1.d", "6.4.c", "6.5.f"),
    ),
    "modifier.alternative": Point(
        "When does the alternative of a declined optional modifier happen?",
        ("6.2.e",),
    ),
    "effect.condition_type": Point(
        "Is 'if it's a Permanent' checked wherever the card now is?", ("2.2.1.i",)
    ),
    "effect.condition_subtype": Point(
        "Is 'if it's a Robot' checked wherever the card now is?", ("2.2.2.o",)
    ),
    "group.behind_or_tied": Point(
        "Which of your Expeditions are 'behind or tied', and when is it checked?",
        ("7.5.2.b", "7.5.2.c"),
    ),
    "group.behind": Point(
        "Which of your Expeditions are 'behind', and when is it checked?", ("7.5.2.b",)
    ),
    "group.tied": Point(
        "Which of your Expeditions are 'tied', and when is it checked?", ("7.5.2.c", "7.5.2.d")
    ),
    "group.ahead": Point(
        "Which of your Expeditions are 'ahead', and when is it checked?", ("7.5.2.a", "7.5.2.d")
    ),
    "standing.ahead": Point("Why is this Expedition ahead of the one facing it?", ("7.5.2.a",)),
    "standing.behind": Point("Why is this Expedition behind the one facing it?", ("7.5.2.b",)),
    "standing.tied": Point("Why is this Expedition tied with the one facing it?", ("7.5.2.c",)),
    "group.no_other_characters": Point(
        "Which of your Expeditions have 'no other Characters' in them?", ("3.2.4.b", "3.2.4.c")
    ),
    "group.expeditions_described": Point(
        "Which Expeditions are 'each Expedition that is behind / with no Characters'?",
        # found as the step happens (6.1.g); where each stands (7.5.2), what is in it
        # (3.2.4.b), whose it is (7.5.5.a)
        ("6.1.g", "7.5.2.a", "7.5.2.b", "7.5.2.c", "3.2.4.b", "7.5.5.a"),
    ),
    "group.expeditions_in_terrain": Point(
        "Which Expeditions are 'in' a terrain, as 'each of your Expeditions that's in {O}'?",
        ("7.5.8.b", "7.5.8.a"),
    ),
    "group.characters_in_expedition": Point(
        "Which Expeditions have 'two or more Characters' / 'no Characters' in them?",
        ("3.2.4.b", "7.4.4.b"),
    ),
    "group.tied_in_tiebreakers": Point(
        "Which of your Expeditions are 'behind or tied' during tiebreakers?", ("7.5.2.d",)
    ),
    "group.you": Point("Who is 'you' in 'Characters you control'?", ("7.2.3.a", "7.5.5.c")),
    "place.yours": Point(
        "Whose is 'your hero Expedition' — the card's owner's or its controller's?",
        ("7.2.3.a", "7.5.5.a"),
    ),
    "effect.its_controller": Point(
        "Who is 'its controller' of a card the effect just discarded or moved?",
        ("2.1.h",),
    ),
    "group.found": Point("Which objects does a group ('Characters you control') mean?", ("6.1.e",)),
    "group.short_deck": Point(
        "What if the Deck has fewer cards than the effect names?",
        ("3.2.2.e",),
    ),
    "group.no_top_card": Point(
        "What does a step on 'the top card' of an empty Deck do?",
        ("3.2.2.d",),
        non_event=True,
    ),
    "action.forward_stops_at_far_end": Point(
        "Where does an Expedition stop that would move forward past the opposite region?",
        ("7.3.25.d",),
    ),
    "action.backwards_stops_at_origin": Point(
        "Where does an Expedition stop that would move backwards past its origin?",
        ("7.3.24.c",),
    ),
    "action.gigantic_defects": Point(
        "Where does the card of a Gigantic Character that defects go?", ("7.4.4.i",)
    ),
    "action.owners_zone": Point(
        "Where does an object another player controls go when sent to a personal zone?",
        ("3.1.2.c",),
    ),
    "action.controlled_not_owned": Point(
        "A card its owner does not control leaves the controller's zone for its owner's: "
        "whose was it while it was there — 'it's my card'?",
        ("7.5.5.b",),
    ),
    # a destination named "its owner's [zone]": the owner's by ownership, not redirected
    "action.named_owners_zone": Point(
        "Whose zone is 'its owner's [zone]' when another player controls the object?",
        ("1.1.3.d",),
    ),
    "action.draw_short_deck": Point(
        "Outside Morning, what does drawing more cards than the Deck holds draw?",
        ("3.2.2.e",),
        non_event=True,
    ),
    "effect.if_not_done": Point(
        "'You may [X] to increase the result by 2': what happens when X is not done?",
        ("6.5.c", "6.5.f"),
        non_event=True,
    ),
    "effect.otherwise_not_started": Point(
        "'Sacrifice a Permanent. If you do, draw two cards, otherwise draw a card': when does "
        "the 'otherwise' step happen?",
        ("6.5.f", "6.5.e"),
    ),
    "effect.unless_paid": Point(
        "'Send to Reserve target Character unless its controller pays {2}': who pays, and "
        "what happens if they don't?",
        # the one player the effect names decides (6.1.g "unless specified otherwise",
        # 7.5.6.b), alone: not 6.1.h, which orders the choices of several players
        ("6.5.d", "6.1.g", "7.5.6.b", "6.4.c"),
        non_event=True,
    ),
    "effect.object_condition": Point(
        "'Send target Character to Reserve unless it has Tough', 'Exhaust each Character "
        "unless it's a Plant': when is the condition checked, and of which objects?",
        # 6.5.d: the conditional step, its condition evaluated just before it would happen;
        # 6.5.b: the target chosen before the step resolves; 6.1.e: one atomic action per
        # object, so the step is ignored for each object the condition excludes
        ("6.5.d", "6.5.b", "6.1.e"),
    ),
    "effect.chosen_instead": Point(
        "'Target Character gains 1 boost. If it's a Mage, it gains 2 boosts instead': when "
        "is 'it's a Mage' checked, and does it gain 1 boost too?",
        ("6.2.b", "6.5.d", "6.1.g"),
    ),
    "effect.if_you_cant": Point(
        "'Sacrifice a Robot or Permanent. If you can't, sacrifice me.': when does the second "
        "step happen?",
        ("6.1.g", "6.5.d"),
    ),
    "effect.depending_on_count": Point(
        "Which of '● 1-4: ... ● 9+: ...' follows 'depending on the number of boosts removed "
        "this way'?",
        ("6.5.d", "2.5.g"),
    ),
    "replace.switch_leaves": Point(
        "Does a Character switching Expeditions 'leave my Expedition' for a replacing modifier?",
        ("7.3.39.b",),
    ),
    "count.counters_this_way": Point(
        "How much is 'for each boost removed / counter spent this way' — the counters the step "
        "before took off, counted as it ended?",
        ("6.5.i",),
    ),
    "count.carried": Point(
        "How much is 'that many', 'for each [quantity] … this way' or 'X is its Hand Cost' in "
        "a step after another — the number the step before made, the later step done as many "
        "times?",
        ("6.5.i",),
    ),
    "count.its_cost": Point(
        "How much is 'X, where X is the sacrificed Character's Hand Cost' — the printed cost "
        "of the card the step before acted on, a token's 0?",
        ("2.2.7.a", "2.2.8.a", "2.2.7.c"),
    ),
    "count.my_statistic": Point(
        "How much is 'cards equal to my {V}' — my statistic as it is now, each boost adding one?",
        ("2.2.11.b", "2.5.1.b"),
    ),
    "count.its_own_counters": Point(
        "How much does 'each [object] gains 1 boost per Ember counter it has' give each of "
        "them — its own counters, counted for that object alone?",
        ("6.5.i", "2.5.c"),
    ),
    "count.their_own": Point(
        "How much does 'each opponent draws a card for each Landmark they control' give each "
        "player — their own count, counted for that player alone?",
        ("6.5.i", "7.5.6.b"),
    ),
    "count.my_cost": Point(
        "How much is 'cards equal to my Hand Cost' — the cost printed on my card, wherever it"
        " is, a token's 0?",
        ("2.2.7.a", "2.2.8.a", "2.2.7.c"),
    ),
    "count.mana_orbs": Point(
        "Does a count of Mana Orbs ('per Mana Orb in your Mana zone', 'if you have less than "
        "eight Mana Orbs') count the exhausted ones too — is every object in the Mana zone a "
        "Mana Orb?",
        ("3.2.9.c", "2.2.1.f"),
    ),
    "count.for_each": Point(
        "How many times is '[do step] for each [quantity]' done — as many as counted as the "
        "step happens?",
        ("6.5.i",),
    ),
    "count.named_zone": Point(
        "What does 'for each Character in play / card in your Reserve / Permanent in your "
        "Landmarks' count — objects in play, unless the count names a zone, then that zone only?",
        ("2.2.1.h",),
    ),
    "count.hidden_zone": Point(
        "How is 'for each card in your Hand' counted — by its number, which all players know, "
        "no card revealed?",
        ("3.1.3.e",),
    ),
    "count.counters_named": Point(
        "What does 'per boost I have' / 'for each Ember counter on me' count — the counters "
        "of that name only?",
        ("2.5.c",),
    ),
    "count.expeditions_in_terrain": Point(
        "Which Expeditions does 'per Expedition in [terrain]' count — every player's whose "
        "region has that terrain?",
        ("7.5.8.b",),
    ),
    "effect.in_contact": Point(
        "Is the Expedition In Contact: in the same region as at least one Expedition of "
        "another player, whichever it faces?",
        ("7.5.9.a",),
        non_event=True,
    ),
    "effect.in_terrain": Point(
        "Is 'if I am in [terrain]' true: is my Expedition's region of that terrain?",
        ("7.5.8.c", "7.5.8.b"),
        non_event=True,
    ),
    "effect.augment_choice": Point(
        "Which counter does Augment add to, when the card has several kinds?", ("6.1.g",)
    ),
    "effect.spend_counter": Point(
        "Which counter is spent, and who chooses?", ("7.3.38.a", "6.1.g")
    ),
    "count.on_target": Point(
        "'Draw a card for each boost on target Character': when is the target chosen, and "
        "when are its boosts counted?",
        ("6.5.b", "6.5.i"),
    ),
    "effect.spend_in_all": Point(
        "'Spend 2 boosts from Characters you control': are they 2 from each, and who decides "
        "which Characters they come from?",
        ("6.1.g", "7.3.38.a"),
        non_event=True,
    ),
    "cost.spend_in_all_short": Point(
        "Can 'spend 2 boosts from Characters you control' be paid when they have only 1 "
        "boost in all?",
        ("7.3.38.b", "6.4.c"),
        non_event=True,
    ),
    "effect.gone_bound": Point(
        "Can an Emblem-Reaction alter the object it is bound to once it is a new object?",
        ("6.3.j", "2.1.d"),
        non_event=True,
    ),
    "effect.gone_bound_token": Point(
        "Can an Emblem-Reaction alter the token it is bound to once the token has left play "
        "— is it anywhere?",
        ("6.3.j", "2.1.e"),
        non_event=True,
    ),
    "effect.condition_as_it_was": Point(
        "Is 'if it had / was …' about what it was before the event, even once it is gone?",
        ("6.3.k", "6.3.j"),
        non_event=True,
    ),
    "effect.condition_as_it_last_was": Point(
        "'Discard target Permanent. If it had …': is 'it' the card as it was before the step "
        "moved it — a new object now?",
        ("2.1.h",),
        non_event=True,
    ),
    "effect.target_once_per_step": Point(
        "May one object be chosen twice as a target of the same step?",
        ("6.5.b",),
        non_event=True,
    ),
    "effect.move_is_not_play": Point(
        "Does a card's 'I can't be played' stop an effect from putting it in play?",
        ("7.5.12.a",),
        non_event=True,
    ),
    "effect.gone_token": Point(
        "Can a later step of an effect act on a token that left play — or is it a new object?",
        ("2.1.e",),
        non_event=True,
    ),
    "effect.gone_new_object": Point(
        "Can an effect act on an object that changed zones (a new object)?",
        ("2.1.d",),
        non_event=True,
    ),
    "object.new_zone_new_object": Point(
        "Does a status the card had before it changed zones follow it — is the card played "
        "again the same object?",
        ("2.1.d",),
        non_event=True,
    ),
    "effect.nothing_to_act_on": Point(
        "What happens to the part of an effect with nothing to act on?",
        ("6.5.h",),
        non_event=True,
    ),
    "effect.rest_goes_on": Point(
        "Part of the effect cannot be done (for one player, or on one object): does the rest "
        "of the effect still happen?",
        ("6.5.h",),
        non_event=True,
    ),
    "effect.several_actions": Point(
        "Does a step acting on several objects make one atomic action each, simultaneously?",
        ("6.1.e", "6.1.f"),
    ),
    "ascend.attempt_fails": Point(
        "What happens when an Expedition is told to Ascend but cannot?",
        ("7.5.3.a",),
        non_event=True,
    ),
    "ascend.not_an_attempt": Point(
        "Does an Expedition that Ascends 'attempt to' Ascend?",
        ("7.5.3.a",),
        non_event=True,
    ),
    "reaction.revealed_this_way": Point(
        "Does 'When you reveal a card this way' activate: did my own 'also reveal' add the "
        "reveal to this step, and which card is 'it'?",
        ("6.3.f", "6.2.c", "6.3.i"),
    ),
    "action.win_game": Point(
        "Does a player an effect says wins the game win now, outside Check Victory?",
        ("1.4.2.a",),
        non_event=True,
    ),
    # gf: "For each [object], [step naming it]": once per object, one after the other
    "effect.each_object_in_turn": Point(
        "When a card says to do a step for each object, with 'it' or 'its' naming that "
        "object, is the step done once per object, one after the other, with that object's "
        "own place and players each time?",
        ("6.5.i",),
    ),
    "effect.players_in_turn": Point(
        "When a card says each player (or each opponent) does a step, who does it and in "
        "which order: each of them as the one doing it, in initiative order?",
        ("6.1.h", "7.5.6.b"),
    ),
    "effect.players_in_turn_from_you": Point(
        "When a card says 'Starting with you, each player …', who decides first: the "
        "effect's controller, then the others in turn, whoever has initiative?",
        ("1.4.2.a", "6.1.h", "7.5.6.b"),
    ),
    "effect.group_decided": Point(
        "When each player does a step, is a player's step done as soon as they have "
        "decided, or once every player has decided, in initiative order?",
        ("6.1.h", "1.4.5.a"),
    ),
    "effect.opponent_chooses_modes": Point(
        "When a card says each opponent chooses one of its modes, who chooses: the opponent, "
        "and whose are the steps of the mode chosen?",
        ("6.5.g", "7.5.6.b", "1.2.1.b"),
    ),
    # hd: "Target opponent chooses one:" — the target is declared first, by the effect's
    # controller, before the choosing step resolves (6.5.b: an object, Expedition, zone or
    # player); in a two-player game the one opponent is the only legal target (1.2.1.b)
    "effect.modes_chooser_target": Point(
        "When a card says target opponent chooses one of its modes, who declares the target "
        "and when: the effect's controller, before the choosing step, the only opponent?",
        ("6.5.b", "1.2.1.b"),
    ),
    # hd: the modes are then chosen by the player the text names, not the controller:
    # "unless specified otherwise" (6.1.g), the effect specifies who (7.5.6.b), at the
    # choosing step (6.5.g)
    "effect.named_player_chooses_modes": Point(
        "When a card names the player who chooses its modes, who chooses them: the player "
        "named, not the effect's controller?",
        ("6.5.g", "6.1.g", "7.5.6.b"),
        non_event=True,
    ),
    # id: "Each player / Target player chooses one:" — each player the card names chooses a
    # mode, in initiative order (6.1.h), as the player the text names (6.5.g, 6.1.g "unless
    # specified otherwise", 7.5.6.b); the steps of that mode are theirs (1.4.7.b)
    "effect.players_choose_modes": Point(
        "When a card says each player (or target player) chooses one of its modes, who "
        "chooses, in which order, and whose are the steps of the mode chosen?",
        ("6.1.h", "6.5.g", "6.1.g", "7.5.6.b"),
    ),
    "effect.target_opponent_does": Point(
        "When a card says target opponent does a step, who is targeted, and who does the "
        "step and makes its choices: the opponent targeted, as the one doing it?",
        ("6.5.b", "7.5.6.b", "1.2.1.b"),
    ),
    "effect.target_player_does": Point(
        "When a card says target player does a step, who chooses that player, and who does "
        "the step and makes its choices: either player, chosen by the effect's controller, "
        "then that player as the one doing it?",
        ("6.5.b", "7.5.6.b"),
    ),
    "effect.decider_does": Point(
        "When a card says another player may do a step and then 'if they do / don't, they' "
        "do another, who does the second step: the very player who decided the first?",
        ("7.5.6.b", "6.5.c"),
    ),
    "effect.its_controller_does": Point(
        "When a card says its controller (or its owner) does a step, who does it and makes "
        "its choices: the player who controls (or owns) the object the effect named?",
        ("7.5.6.b", "2.1.h"),
    ),
    "effect.each_player_starting_with_you": Point(
        "In which order do players each do a step the card says starts with you, and who "
        "decides and does each?",
        ("6.1.h", "7.5.6.b", "5.2.b"),
    ),
    "action.draw_it": Point(
        "Is 'draw it' drawn: is the card 'it' names still the top card of its owner's Deck?",
        ("7.3.9.a",),
        non_event=True,
    ),
    "effect.gone_cannot_move": Point(
        "Can an effect move an object that no longer exists?",
        ("2.1.i",),
        non_event=True,
    ),
    "effect.subtype_in_play": Point(
        "Does 'a [sub-type]' in a condition count a card outside play?",
        ("2.2.2.n",),
        non_event=True,
    ),
    "effect.in_terrain_gigantic": Point(
        "Is a Gigantic object in the terrains of both its Expeditions' regions?",
        ("7.4.4.b", "7.5.8.c"),
        non_event=True,
    ),
    "group.in_play": Point(
        "Which objects does 'each Character' or 'all Permanents' mean?",
        ("3.1.4.a",),
    ),
    "group.you_control": Point(
        "Which zones' objects does a player control (not the Reserve)?",
        ("7.5.5.a", "7.5.5.b"),
        non_event=True,
    ),
}
