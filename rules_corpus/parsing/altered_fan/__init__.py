"""Parser for the older, fan-translated edition of the Altered rules (the "Altered Glossary").

The edition is a fan site's English dictionary (leshautsplateaux.ch, by ioamon, CC BY-NC 4.0)
built from ``dictionary_2024-09-14``. It comes as three plain-text files, all pages of the same
edition, merged into one :class:`~rules_corpus.model.Document`:

* the main page (``Number of entries : 141``),
* a filtered page (40 entries) that repeats main-page entries in another order,
* loose rule lines of the same edition whose icon words were stripped.

Format, line by line (blank lines separate paragraphs but carry no meaning in the rules part):

* page chrome: ``Français English Italiano``, ``Altered Glossary``, ``Loaded JSON file : …``,
  ``Number of entries : …``, ``View content sources``, ``×``, ``Content Sources`` — skipped;
* ``0.0.0 Color Code`` and its paragraphs: the site's preamble (colour code, licence) — skipped;
* ``1.4.1 Can't beats can`` / ``2.1 Objects``: a numbered heading → :class:`Section`;
* ``1.4.1.a text`` / ``2.1.a text``: a rule → :class:`Rule` filed under ``1.4.1`` / ``2.1``;
* ``1. text`` lines under a rule: its numbered steps → ``Rule.items`` (numbers kept, rules
  refer to them: "goes back to 1");
* ``Remark. text`` / ``Example. text``: a :class:`Note` of the preceding rule. Some are wrapped
  in ``++…++`` and run over several lines (card text quoted line by line); one ``++`` is never
  closed and ends at the next numbered line;
* a line that continues the previous one (``(common`` / ``), R for rare …``) is joined to it;
* an unnumbered paragraph under a heading (``7.3.19 Sacrifice``) → ``Section.intro``;
* after the numbered rules, community terms (``Aggro``, ``Booster Draft (Game Mode)``, …) each
  printed as a short heading line between blank lines → :class:`Entry` of kind
  ``Kind.GLOSSARY``. Their bodies hold paragraphs, ``1.`` steps, ``-`` bullets and sub-headings
  (``Victory conditions``, ``Sealed Format (Game Mode)`` inside ``Standard``); a heading whose
  body is empty right after an entry with no body of its own is one of its sub-headings
  (``Morning Phase`` … ``Night Phase`` under ``Clarification of the phases of a day``).

Icons are written as words (``The symbol etb means``, ``"reserve I gain 1 boost"``,
``Forest (forest)``). Where a word is clearly an icon it is rendered ``[etb]``, ``[hand]``,
``[reserve]``, ``[exhaust]``, ``[support]``, ``[forest]``, ``[mountain]``, ``[water]`` (and the
faction and rarity icons ``[axiom]`` … ``[rare]``). French alt-text left behind by the export
(``Fleeting fugace``, ``Asleep endormi``, ``Anchored ancre``) is removed, and the reaction
separator glyph exported as ``l`` (``Triggerl Effect``) is rendered ``–`` as in CR 5.0.

The same rule id may appear in several files: it is listed once. The main page's version is
kept unless another file has a fuller text (the kept version is then the fuller one); versions
that differ beyond whitespace and icon residue are reported as :class:`ParseWarning`.

The parser is a package with one idea a module, in the order the work is done:

* :mod:`.line_shapes` — what a line is, by its shape; the order of rule and section numbers;
* :mod:`.drafts` and :mod:`.reader` — one file read line by line into drafts;
* :mod:`.cleaning` — icon words rendered as icons, French and glyph residue removed;
* :mod:`.glossary` — a community entry's body: paragraphs, lists, aliases;
* :mod:`.units` and :mod:`.finishing` — one file's drafts cleaned into model units tagged
  with their file;
* :mod:`.merging` — the three files' copies merged into one edition;
* :mod:`.damage` — what the export lost, reported;
* :mod:`.document` — the section tree, metadata and warnings of the :class:`Document`.
"""

from rules_corpus.parsing.altered_fan.document import parse_altered_fan

__all__ = ["parse_altered_fan"]
