"""The Altered card language as a grammar (issue 30): printed ability text -> the card
structures a hand-written library card has (``docs/cards.md``), composed from its parts.

Layout:

- ``altered.lark`` — the grammar, in one place (LALR(1)); ``lexicon.py`` — the CR as its
  lexicon (statuses 2.4, keywords 7.4, sub-types 2.2.2, phases 4.2, terrains 7.5.8);
  ``lexer.py`` — the word-level lexer (its words split and joined in ``printed_words.py``;
  the players doing a step in ``doers.py``, their step said as "you" say it in
  ``third_person.py``; what an "or" joins in ``or_joins.py``); ``parser.py`` — the parser
  and :class:`NotRead`.
- ``tree.py`` — the typed values of the tree (object descriptions, conditions, sentences).
- ``semantics/all_rules.py`` — one function per grammar rule, into the card structures (the
  triggers' in ``semantics/triggers.py``, the steps' in ``semantics/steps.py``, their base
  in ``semantics/base.py``; object descriptions -> filters in ``semantics/object_filters.py``,
  object phrases -> subjects in ``semantics/object_subjects.py``, what "it" names in
  ``semantics/it_references.py``).
- ``writer/all_rules.py`` — a reading back to printed text in the cards' own style.
- ``reader.py`` — :func:`read_ability`; ``unique.py`` — a Unique's "[trigger] [condition]:
  [output]" read part by part; ``first.py`` — the grammar first, then the sentence
  patterns of :mod:`scenarios.cards.printed` for what it does not read (what is left);
  ``coverage.py`` — which rules the tests show.

The sentence patterns (``scenarios/cards/printed/``) remain the fallback: what the grammar
reads, it reads whole, or not at all; a reading never runs half-way.
"""
