"""Decision points of the day's structure: set-up, Morning (Succeed, Prepare, Draw, Expand),
Noon, the Afternoon's turns, Dusk's Progress and Night's Rest, Clean-up and Check Victory
(1.3, 4.1-4.3).

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    # ------------------------------------------------------------------ 4.1 set-up
    "setup.adventure": Point(
        "How is the Adventure laid out and where do the Expedition counters start?",
        ("4.1.b", "4.1.c", "4.1.d"),
    ),
    "setup.zones_empty": Point(
        "Which zones hold anything as the game begins?", ("4.1.a", "3.1.1.c")
    ),
    "setup.tumult_face_down": Point(
        "What is a face-down Tumult card's region: its terrains, its characteristics?",
        ("3.2.1.b", "2.2.2.k"),
    ),
    "setup.counters": Point(
        "Does a Hero that 'begins the game with 5 Heroism counters' have them from the start?",
        ("2.5.e",),
    ),
    "setup.first_player": Point("Who is the first player?", ("4.1.f",)),
    "setup.shuffle": Point("Are the Decks shuffled before the game?", ("4.1.g",)),
    "setup.draw": Point("How many cards does each player draw to start?", ("4.1.h",)),
    "setup.mana": Point("Which cards become the three starting Mana Orbs?", ("4.1.i",)),
    "setup.first_day": Point("Does the first day have a Morning?", ("4.1.i", "4.1.j")),
    "day.first_morning_skipped": Point("Is the Morning of day 1 played?", ("4.1.j",)),
    # ------------------------------------------------------------------ 4.2 the day
    "day.phase_begins": Point("What happens as a phase begins?", ("4.2.a", "4.2.b")),
    "day.duration_over": Point(
        "Does an Emblem-Ongoing outlast its duration?", ("2.2.15.c",), non_event=True
    ),
    "ongoing.object_left": Point(
        "Does 'Target Character gains Defender this Day' still apply to the Character once it "
        "has left its zone — the Emblem-Ongoing's duration not over yet?",
        ("2.1.d",),
    ),
    "ongoing.in_play_over": Point(
        "When is 'Target Character gains Defender until it leaves play' over — does its "
        "Emblem-Ongoing last once the Character has left play?",
        ("2.2.15.c", "2.1.d"),
        non_event=True,
    ),
    "ongoing.token_left": Point(
        "Does 'Target Character gains Defender this Day' still apply to a token once it has "
        "left play — is it anywhere?",
        ("2.1.e",),
    ),
    "ongoing.in_play_over_token": Point(
        "When is 'Target Character gains Defender until it leaves play' over for a token — "
        "does its Emblem-Ongoing last once the token has left play and ceased to exist?",
        ("2.2.15.c", "2.1.e"),
        non_event=True,
    ),
    "day.next_phase_over": Point(
        "When is an Emblem-Ongoing lasting 'until the next Noon' over — one made during Noon too?",
        ("2.2.15.c", "4.2.a"),
    ),
    "ongoing.source_left_play": Point(
        "When is 'Target Character can't gain boosts while I'm in play' over — once the card "
        "that made it has left play?",
        ("2.2.15.c", "2.1.d"),
        non_event=True,
    ),
    "turn.your_next_turn_over": Point(
        "When is an Emblem-Ongoing lasting 'until your next turn' over — with several "
        "players, or once its controller has passed?",
        ("2.2.15.c", "4.2.3.d"),
    ),
    "turn.opponent_next_turn_over": Point(  # gj
        "When is an Emblem-Ongoing lasting 'until your opponent's next turn' over — once "
        "the opponent has passed this Day?",
        ("2.2.15.c", "4.2.3.d", "1.2.1.b"),
    ),
    "day.afternoon_over": Point(
        "When does an Emblem-Ongoing lasting 'this Afternoon' expire, even one made at Noon?",
        ("2.2.15.e",),
    ),
    "morning.succeed": Point("Who becomes the first player at Succeed?", ("4.2.1.b",)),
    "morning.prepare": Point("What is readied at Prepare?", ("4.2.1.c",)),
    "morning.prepare_landmarks": Point(
        "Are exhausted Landmark Permanents readied at Prepare, the Landmark zone being shared?",
        ("4.2.1.c", "3.2.7.b"),
    ),
    "morning.draw": Point("How many cards does each player draw at Draw?", ("4.2.1.d", "7.3.9.a")),
    "morning.draw_short_deck": Point(
        "May a player with too few cards to draw at Draw shuffle their Discard pile in?",
        ("7.3.9.c", "4.2.1.f"),
        non_event=True,
    ),
    "morning.effect_draw_short_deck": Point(
        "During Morning, does an effect that has a player draw more cards than their Deck "
        "holds draw those first, then let the player decide to shuffle their Discard pile in?",
        ("7.3.9.c",),
        non_event=True,
    ),
    "morning.draw_shuffle": Point(
        "Is the Discard pile shuffled in before drawing the rest?",
        ("7.3.9.c",),
        non_event=True,
    ),
    "morning.draw_only_one": Point(
        "How many cards does a player draw at Draw when their ability says 'During Morning, "
        "draw only one card'?",
        ("4.2.1.d", "6.2.b"),
    ),
    "morning.expand_from_deck": Point(
        "What may a player put in their Mana zone at Expand when their ability says 'the "
        "top card of your deck ... instead of a card from your hand'?",
        ("4.2.1.e", "6.2.b"),
    ),
    "morning.expand": Point(
        "May each player put a card from Hand in their Mana zone, and in which order?",
        ("4.2.1.e",),
        non_event=True,
    ),
    "morning.expand_order": Point(
        "In which order do the players decide whether to Expand, and do the others know?",
        ("4.2.1.e", "6.1.h", "1.4.5.a"),
    ),
    "morning.shuffle_point": Point(
        "May a player with an empty Deck shuffle their Discard pile in, between the daily "
        "effects of Morning?",
        ("4.2.1.f",),
        non_event=True,
    ),
    "morning.shuffle_point_several": Point(
        "In which order do several players with empty Decks decide to shuffle?",
        ("4.2.1.f", "6.1.h"),
        non_event=True,
    ),
    "morning.resupply_short_deck": Point(
        "During Morning, does a Resupply from an empty Deck shuffle without asking?",
        ("7.3.31.b",),
        non_event=True,
    ),
    "afternoon.first_turn": Point("Who takes the first turn?", ("4.2.3.c",)),
    "afternoon.next_turn": Point("Who takes the next turn?", ("4.2.3.b", "4.2.3.e")),
    "afternoon.all_passed": Point("When does the Afternoon end?", ("4.2.3.e",)),
    "turn.ends": Point(
        "When do 'At the end of the turn' Reactions activate — as the turn ends, before "
        "'this turn' durations are over?",
        ("4.2.3.e", "2.2.15.c", "2.2.2.m"),
    ),
    "turn.starts": Point(  # gr: a delayed step "At the start of your next turn, …"
        "When does 'At the start of your next turn, draw a card' happen — as that player "
        "starts their next turn, before they choose a turn effect?",
        ("4.2.3.e", "2.2.2.m", "4.4.b"),
    ),
    "afternoon.ends": Point(
        "When do 'At the end of the Afternoon' Reactions activate — once all players have "
        "passed, before Dusk begins?",
        ("4.2.3.e", "4.2.e", "6.3.b"),
    ),
    "afternoon.turn_effect": Point("What may a player do on their turn?", ("4.2.3.d",)),
    "turn.exhausted": Point(
        "Can an exhausted card in Reserve be played?", ("2.4.6.c",), non_event=True
    ),
    "turn.exhausted_support": Point(
        "Does an exhausted card in Reserve have its support abilities?",
        ("2.4.6.e", "2.2.12.j"),
        non_event=True,
    ),
    "turn.scout_in_hand": Point(
        "May a card with Scout in Reserve be played for its Scout cost?",
        ("7.4.5.b", "7.4.5.c"),
        non_event=True,
    ),
    "turn.quick_limit": Point(
        "Is a quick action played a hundred times today still offered?",
        ("5.3.e",),
        non_event=True,
    ),
    "turn.cost_cant": Point(
        "Is a quick action offered when a 'can't' makes its cost impossible?",
        ("1.4.1.a", "6.4.c"),
        non_event=True,
    ),
    "turn.not_their_quick": Point(
        "May a player play the quick action of an object another player controls?",
        ("5.3.b",),
        non_event=True,
    ),
    "afternoon.pass": Point("What does passing do?", ("4.2.3.d", "4.2.3.e")),
    "afternoon.turn_continues": Point(
        "Does the turn end after a quick action?", ("4.2.3.e",), non_event=True
    ),
    "dusk.progress": Point(
        "Which Expeditions move forward at Progress, and how far?",
        ("4.2.4.b", "4.2.4.g", "4.2.4.h"),
    ),
    "dusk.progress_nobody": Point(
        "Who moved an Expedition forward at Progress: a player, or neither?",
        ("7.5.6.a", "7.5.6.e"),
    ),
    "dusk.progress_move": Point(
        "Is this move forward Progress's own, the one a 'due to' terrain allows?",
        ("4.2.4.b",),
        non_event=True,
    ),
    "dusk.due_to": Point(
        "Which terrains does an Expedition move forward due to at Progress?", ("4.2.4.j",)
    ),
    "dusk.terrain_markers": Point(
        "Which terrains does a region with a Terrain Marker have at Progress?",
        ("3.2.1.d", "3.2.1.e"),
    ),
    "dusk.fails_to_move_forward": Point(
        "Which Expeditions fail to move forward at Progress?",
        ("4.2.4.i",),
        non_event=True,
    ),
    "dusk.tie": Point("Is a tie enough to move forward?", ("4.2.4.e",)),
    "dusk.zero": Point("Is a statistic of 0 enough to move forward?", ("4.2.4.f",)),
    "dusk.defender": Point(
        "Does an Expedition with a Defender Character move forward at Dusk?", ("7.4.2.b",)
    ),
    "dusk.only_due_to": Point(
        "When an Expedition can move forward during Dusk only due to one terrain, are the "
        "others ignored?",
        ("4.2.4.d", "4.2.4.c"),
    ),
    "dusk.defender_not_preventing": Point(
        "May a passive ability let an Expedition with a Defender Character move forward?",
        ("2.2.12.m", "7.4.2.b"),
    ),
    "dusk.asleep_not_counted": Point(
        "Do an Asleep Character's statistics count at Progress?",
        ("2.4.4",),
        non_event=True,
    ),
    "dusk.gigantic_in_both": Point(
        "Does a Gigantic Character count in both of its controller's Expeditions at Progress?",
        ("7.4.4.b", "7.4.4.e"),
    ),
    "dusk.tiebreak_progress": Point("Who wins a day of tiebreakers?", ("4.3.e", "4.3.d")),
    "dusk.gigantic_tiebreak": Point(
        "How often does a Gigantic Character's statistics count in a tiebreaker total?",
        ("7.4.4.m",),
    ),
    "dusk.boosts_counted": Point(
        "What does a boost add to a Character's statistics at Progress?",
        ("2.5.1.b",),
    ),
    "night.rest": Point("What goes to Reserve at Rest?", ("4.2.5.b",)),
    "night.rest_stays": Point("Which Characters stay in play at Rest?", ("4.2.5.b",)),
    "night.rest_stays_anchored": Point(
        "Does an Anchored Character go to Reserve at Rest?", ("2.4.2",)
    ),
    "night.rest_stays_asleep": Point("Does an Asleep Character go to Reserve at Rest?", ("2.4.4",)),
    "night.rest_stays_eternal": Point(
        "Does an Eternal Character go to Reserve at Rest?", ("7.4.3.b",)
    ),
    "night.rest_gear_stays": Point(
        "Does a Gear of an Expedition that did not move forward go to Reserve at Rest?",
        ("4.2.5.b",),
        non_event=True,
    ),
    "night.rest_fleeting_ignored": Point(
        "Is a Fleeting Character whose abilities are ignored or lost still discarded at Rest?",
        ("2.4.7.d",),
        non_event=True,
    ),
    "night.rest_gigantic": Point(
        "Does a Gigantic Character, in both Expeditions, go to Reserve twice at Rest — or "
        "once, one card (not two) present in both?",
        ("7.4.4.b", "7.4.4.c"),
        non_event=True,
    ),
    "night.rest_together": Point(
        "At Rest, do Characters and Gears go to Reserve before or as Anchored and Asleep "
        "are lost — one step of the Rest effect, whose atomic actions are simultaneous?",
        ("4.2.5.b", "6.1.f"),
    ),
    "night.rest_lose_anchored": Point(
        "Does an Anchored object keep Anchored after Rest?", ("4.2.5.b", "2.4.2")
    ),
    "night.rest_lose_asleep": Point(
        "Does an Asleep object keep Asleep after Rest?", ("4.2.5.b", "2.4.4")
    ),
    "night.rest_lose_ascended": Point(
        "Does an Ascended Expedition keep Ascended after Rest?", ("4.2.5.b", "2.4.3")
    ),
    "night.after_rest": Point('When do "after Rest" Reactions activate?', ("4.2.d",)),
    "night.cleanup": Point(
        "What does each player keep at Clean-up, deciding in initiative order?",
        ("4.2.5.c",),
    ),
    "night.reserve_limit": Point(
        "How many cards may a player keep in Reserve: their Hero's reserve limit, or 2?",
        ("3.2.10.b",),
    ),
    "night.landmark_limit": Point(
        "How many Landmarks may a player keep: their Hero's landmark limit, or 2?",
        ("3.2.7.c",),
    ),
    "night.cleanup_reserve": Point(
        "What is discarded at Clean-up: the Reserve beyond the reserve limit?",
        ("4.2.5.c", "3.2.10.b"),
    ),
    "night.cleanup_landmarks": Point(
        "What is sacrificed at Clean-up: the Landmarks beyond the landmark limit?",
        ("4.2.5.c", "3.2.7.c"),
    ),
    "night.exhausted_support": Point(
        "Does an exhausted card in Reserve whose support ability changes reserve limits "
        "still change them at Clean-up?",
        ("2.4.6.e", "2.2.12.j"),
        non_event=True,
    ),
    # A card changing the rule of a limit: the card takes priority (1.4.2.a).
    "night.reserve_limit_changed": Point(
        "May a passive ability change a reserve limit?",
        ("3.2.10.b", "4.2.5.c", "2.2.12.m", "1.4.2.a"),
    ),
    "night.not_counted": Point(
        "Does a card in Reserve whose passive ability says 'I don't count towards your "
        "Reserve limit' count at Clean-up?",
        ("4.2.5.c", "2.2.12.m", "1.4.2.a", "2.2.12.g"),
    ),
    "night.landmark_limit_changed": Point(
        "May a passive ability change a landmark limit?",
        ("3.2.7.c", "2.2.12.m", "1.4.2.a"),
    ),
    "night.cleanup_one_more": Point(
        "May a passive ability let a player keep one more exhausted card in Reserve?",
        ("4.2.5.c", "2.2.12.m", "1.4.2.a"),
    ),
    "night.cleanup_order": Point(
        "In which order do the players choose what they keep at Clean-up?",
        ("4.2.5.c", "6.1.h", "1.4.5.a"),
    ),
    "night.cleanup_together": Point(
        "Are the excess Reserve and Landmarks removed one after the other?",
        ("4.2.5.c", "6.1.f"),
    ),
    "night.victory": Point("Does someone win at Check Victory?", ("4.2.5.d",)),
    "night.tiebreakers_start": Point("What happens on a tie at 7 or more?", ("4.2.5.d", "4.3.a")),
    "night.no_victory_in_tiebreakers": Point(
        "Is there a Check Victory during tiebreakers?", ("4.3.f",)
    ),
    "dusk.ascension": Point(
        "Did an Ascended Expedition move forward on a tie — due to Ascension?",
        ("4.2.4.e", "4.2.4.k", "2.4.3"),
    ),
    "dusk.no_failing_in_tiebreakers": Point(
        "Does an Expedition fail to move forward at a tiebreaker Progress?",
        ("7.5.7.a", "4.2.4.i"),
        non_event=True,
    ),
    "morning.daily_effects": Point(
        "Which daily effects happen during Morning, in which order?", ("4.2.1.a",)
    ),
    "dusk.daily_effect": Point("Which daily effect happens during Dusk?", ("4.2.4.a",)),
    "night.daily_effects": Point(
        "Which daily effects happen during Night, in which order?", ("4.2.5.a",)
    ),
    "noon.no_daily_effect": Point(
        "Does anything happen at Noon besides 'At Noon' Reactions?", ("4.2.2.a",)
    ),
    # Failing to move forward read from the Progress event, after its modifiers (4.2.4.i).
    "dusk.unmoved_fails": Point(
        "Does an Expedition fail to move forward when Progress would move it but the move is "
        "replaced by another effect or impossible?",
        ("4.2.4.i",),
        non_event=True,
    ),
}
