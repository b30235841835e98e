"""The reading pane's pages as HTML (pure Python; Qt only displays the result).

A rule is shown inside its section — heading, intro, every sibling rule — with the rule itself
highlighted and an anchor to scroll to. Remarks and Examples are set apart from rule text (the
rules say they are not rules: CR 5.0, 1.1.1.e). A section with sub-sections lists them; a
glossary entry or headword shows its body, "See also" and rule references, with the previous and
next entries. Every reference is a link (:mod:`judge_app.gui.linked_text`).
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from judge_app.gui.linked_text import anchor, linked_html, plain_html, term_style
from judge_app.gui.lookup import Found, NotFound, item_id
from judge_app.gui.rule_icons import icon_words
from judge_app.gui.theme import Theme
from judge_app.gui.urls import Target, rule_url, term_url
from rules_corpus.corpus import Corpus
from rules_corpus.editions import NEW_EDITION, OLD_EDITION, edition_map_for
from rules_corpus.editions.diff import render_diff
from rules_corpus.editions.model import DiffOp
from rules_corpus.model import Block, BlockKind, Document, Entry, Note, NoteKind, Rule, Section
from rules_corpus.search.definitions import defining_rules

TARGET_ANCHOR = "target"
SHORTCUTS = (
    ("Ctrl+K  or  Ctrl+F", "search"),
    ("↑ ↓  Enter  Esc", "move through the results, open one, clear the search"),
    ("type anywhere", "a new search, wherever you clicked last (Esc: back to the box)"),
    ("Alt+←  Alt+→", "back and forward (the mouse's side buttons too)"),
    ("Ctrl+Shift+C", "copy the citation of the rule shown"),
    ("Ctrl+D", "bookmark the rule shown;  Ctrl+Shift+N: write a note on it"),
    ("Ctrl+=  Ctrl+-  Ctrl+0", "larger, smaller, normal text"),
    ("Ctrl+1  Ctrl+2  Ctrl+3", "Rules / Sandbox / Cards"),
)


@dataclass(frozen=True, slots=True)
class Page:
    """What the reading pane shows for one target."""

    title: str
    html: str
    anchor: str | None = None
    breadcrumb: str = ""


def render(corpus: Corpus, found: Found, theme: Theme) -> Page:
    """The page for a resolved item, the icons its text lost as words (:mod:`rule_icons`)."""
    page = _render(corpus, found, theme)
    game = corpus.document(found.target.doc).meta.game
    return Page(
        icon_words(page.title, game),
        icon_words(page.html, game),
        page.anchor,
        icon_words(page.breadcrumb, game),
    )


def _render(corpus: Corpus, found: Found, theme: Theme) -> Page:
    document = corpus.document(found.target.doc)
    item = found.item
    if isinstance(item, Rule):
        section = corpus.get(document.slug, item.section_id)
        if isinstance(section, Section):
            body = _section_page(corpus, document, section, theme, highlight=item.id)
        else:
            body = _rule_html(document.slug, item, theme, highlight=True)
        body = _editions_html(corpus, document.slug, item.id, theme) + body
        title = f"{item.id} {item.title}".strip()
        return Page(title, _wrap(body), TARGET_ANCHOR, breadcrumb(corpus, found, theme))
    if isinstance(item, Section):
        body = _section_page(corpus, document, item, theme, highlight=None)
        body = _editions_html(corpus, document.slug, item.id, theme) + body
        return Page(f"{item.id} {item.title}", _wrap(body), None, breadcrumb(corpus, found, theme))
    body = _entry_page(document, item, theme, defining_rules(corpus, document.slug, item.term))
    return Page(item.term, _wrap(body), None, breadcrumb(corpus, found, theme))


def _editions_html(corpus: Corpus, slug: str, rule_id: str, theme: Theme) -> str:
    """ "In other editions": the same rule's number and text changes in the other edition."""
    if slug not in (OLD_EDITION, NEW_EDITION):
        return ""
    edition_map = edition_map_for(corpus)
    pair = edition_map.pair(slug, rule_id)
    if pair is None:
        return ""
    other = NEW_EDITION if slug == OLD_EDITION else OLD_EDITION
    other_id = pair.new if slug == OLD_EDITION else pair.old
    prefix = corpus.document(other).meta.citation_prefix
    if other_id is None:
        what = "new in 5.0" if slug == NEW_EDITION else "removed since (no counterpart in 5.0)"
        line = f"<b>{html.escape(prefix)}</b>: {what}."
    else:
        link = anchor(rule_url(other, other_id), html.escape(other_id), f"color:{theme.link}")
        relation = html.escape(pair.relation.value)
        line = (
            f"<b>{html.escape(prefix)}</b> — {link} ({relation}, confidence {pair.confidence:.0%})"
        )
        if pair.diff and pair.relation.value == "changed":
            escaped = tuple(
                DiffOp(op.tag, tuple(map(html.escape, op.old)), tuple(map(html.escape, op.new)))
                for op in pair.diff
            )
            diff = render_diff(
                escaped, deleted=f'<s style="color:{theme.muted}">{{}}</s>', inserted="<b>{}</b>"
            )
            line += f'<br><span style="font-size:small">{diff}</span>'
    return f'<p style="margin-bottom:6px"><span class="muted">In other editions:</span> {line}</p>'


def render_missing(missing: NotFound, corpus: Corpus, theme: Theme) -> Page:
    """A page explaining that nothing was found, with links to the nearest ids."""
    parts = [f"<h2>Not found</h2><p>{html.escape(missing.message)}</p>"]
    if missing.nearest:
        links = [_target_link(corpus, t, theme) for t in missing.nearest]
        parts.append(f"<p>Nearest: {', '.join(links)}</p>")
    return Page("Not found", _wrap("".join(parts)))


def render_welcome(corpus: Corpus | None, theme: Theme) -> Page:
    """The page shown before anything is opened: what is loaded and how to start."""
    if corpus is None:
        return Page(
            "Loading",
            _wrap(
                "<h1>Rules desk</h1><p>Loading the rules… On the first start the search index "
                "is built, which takes a few seconds; the progress bar above shows how far it "
                "is. Everything is ready when the search box says so.</p>"
            ),
        )
    parts = [
        "<h1>Rules desk</h1>",
        '<p class="muted">Type in the search box — a word, a phrase in quotes or a rule number '
        "such as <b>6.2.e</b> — or browse the contents on the left.</p>",
        "<h2>Documents</h2>",
    ]
    for document in corpus.documents:
        meta = document.meta
        first = _first_target(document)
        name = html.escape(f"{meta.title} {meta.edition}".strip())
        title = anchor(rule_url(meta.slug, first), name, f"color:{theme.link}") if first else name
        counts = (
            f"{len(document.rules)} rules, {len(document.entries)} entries"
            if document.rules
            else f"{len(document.entries)} entries"
        )
        parts.append(
            f"<p><b>{title}</b> — {html.escape(meta.game)}<br/>"
            f'<span class="muted">{counts}. {html.escape(meta.attribution)}</span></p>'
        )
    parts.append("<h2>Keyboard</h2>")
    rows = "".join(
        f'<tr><td style="padding-right:18px"><b>{html.escape(keys)}</b></td>'
        f"<td>{html.escape(what)}</td></tr>"
        for keys, what in SHORTCUTS
    )
    parts.append(f'<table cellspacing="0" cellpadding="2">{rows}</table>')
    return Page("Rules desk", _wrap("".join(parts)))


def breadcrumb(corpus: Corpus, found: Found, theme: Theme) -> str:
    """Document › section › … › item, every step a link."""
    document = corpus.document(found.target.doc)
    meta = document.meta
    style = f"color:{theme.link}; text-decoration:none"
    first = _first_target(document)
    doc_name = html.escape(meta.citation_prefix)
    steps = [anchor(rule_url(meta.slug, first), doc_name, style) if first else doc_name]
    item = found.item
    if isinstance(item, Entry):
        label = "Glossary" if document.rules else "Headwords"
        steps.append(html.escape(label))
    else:
        for section in corpus.section_path(meta.slug, item):
            text = html.escape(f"{section.id} {section.title}".strip())
            steps.append(anchor(rule_url(meta.slug, section.id), text, style))
    steps.append(f"<b>{html.escape(_label(item))}</b>")
    return f' <span style="color:{theme.muted}">›</span> '.join(steps)


def _label(item: Rule | Section | Entry) -> str:
    if isinstance(item, Entry):
        return item.term
    if isinstance(item, Section):
        return f"{item.id} {item.title}".strip()
    return f"{item.id} {item.title}".strip()


def _first_target(document: Document) -> str | None:
    if document.sections:
        return document.sections[0].id
    if document.entries:
        return document.entries[0].term
    return None


def _target_link(corpus: Corpus, target: Target, theme: Theme) -> str:
    item = corpus.get(target.doc, target.id)
    href = (
        term_url(target.doc, target.id)
        if isinstance(item, Entry)
        else rule_url(target.doc, target.id)
    )
    return anchor(href, html.escape(target.id), f"color:{theme.link}")


def _wrap(body: str) -> str:
    return f"<html><body>{body}</body></html>"


# -- sections and rules ---------------------------------------------------------------------


def _section_page(
    corpus: Corpus, document: Document, section: Section, theme: Theme, highlight: str | None
) -> str:
    slug = document.slug
    parts = [f"<h2>{html.escape(section.id)} {html.escape(section.title)}</h2>"]
    for number, paragraph in enumerate(section.intro):
        links = section.intro_links[number] if number < len(section.intro_links) else ()
        parts.append(f"<p>{linked_html(paragraph, links, theme)}</p>")
    parts += [_note_html(note, theme) for note in section.notes]
    if section.children:
        items: list[str] = []
        for child_id in section.children:
            child = corpus.get(slug, child_id)
            title = child.title if isinstance(child, Section) else ""
            text = html.escape(f"{child_id} {title}".strip())
            items.append(
                f"<li>{anchor(rule_url(slug, child_id), text, f'color:{theme.link}')}</li>"
            )
        parts.append(f"<ul>{''.join(items)}</ul>")
    for rule_id in section.rule_ids:
        rule = corpus.get(slug, rule_id)
        if isinstance(rule, Rule):
            parts.append(_rule_html(slug, rule, theme, highlight=rule.id == highlight))
    if not section.children and not section.rule_ids and not section.intro:
        parts.append('<p class="muted">This section has no text of its own.</p>')
    return "".join(parts)


def _rule_html(slug: str, rule: Rule, theme: Theme, highlight: bool) -> str:
    number = anchor(rule_url(slug, rule.id), html.escape(rule.id), f"color:{theme.text}")
    title = f' <span class="rtitle">{html.escape(rule.title)}</span>' if rule.title else ""
    text = linked_html(rule.text, rule.links, theme)
    parts = [f'<p><span class="num">{number}</span>{title} {text}</p>']
    if rule.items:
        items = []
        for n, item in enumerate(rule.items):
            links = rule.item_links[n] if n < len(rule.item_links) else ()
            items.append(f"<li>{linked_html(item, links, theme)}</li>")
        parts.append(f"<ul>{''.join(items)}</ul>")
    parts += [_note_html(note, theme) for note in rule.notes]
    body = "".join(parts)
    name = f'<a name="{TARGET_ANCHOR}"></a>' if highlight else ""
    if not highlight:
        return f"{name}{body}"
    return (
        f'{name}<table width="100%" cellspacing="0" cellpadding="6" '
        f'style="background-color:{theme.target_bg}; margin-top:4px; margin-bottom:8px">'
        f"<tr><td>{body}</td></tr></table>"
    )


def _note_html(note: Note, theme: Theme) -> str:
    is_remark = note.kind is NoteKind.REMARK
    label = "Remark" if is_remark else "Example"
    background = theme.remark_bg if is_remark else theme.example_bg
    css_class = "label-remark" if is_remark else "label-example"
    text = linked_html(note.text, note.links, theme)
    return (
        f'<table width="100%" cellspacing="0" cellpadding="6" '
        f'style="background-color:{background}; margin-left:18px; margin-top:2px; '
        f'margin-bottom:8px"><tr><td><span class="{css_class}">{label}.</span> '
        f"<i>{text}</i></td></tr></table>"
    )


# -- entries --------------------------------------------------------------------------------


def _entry_page(
    document: Document, entry: Entry, theme: Theme, defined_in: tuple[str, ...] = ()
) -> str:
    slug = document.slug
    kind = "Glossary" if document.rules else "Headword"
    parts = [
        f'<h2>{html.escape(entry.term)} <span class="muted" style="font-size:small; '
        f'font-weight:normal">{kind} · {html.escape(document.meta.citation_prefix)}</span></h2>'
    ]
    if entry.aliases:
        parts.append(f'<p class="muted">Also: {html.escape(", ".join(entry.aliases))}</p>')
    parts += [_block_html(block, theme) for block in entry.blocks]
    if defined_in:
        # The rules that govern the term: a glossary line is a summary, the rule is citable.
        refs = ", ".join(_defining_link(document, ref, theme) for ref in defined_in)
        parts.append(f"<p><b>Defined in:</b> {refs}</p>")
    if entry.see_also:
        links = _see_also(slug, entry, theme)
        parts.append(f"<p><b>See also:</b> {links}</p>")
    if entry.rule_refs:
        refs = ", ".join(
            anchor(rule_url(slug, ref), html.escape(ref), f"color:{theme.link}")
            for ref in entry.rule_refs
        )
        parts.append(f"<p><b>Rules:</b> {refs}</p>")
    parts.append(_neighbours(document, entry, theme))
    return "".join(parts)


def _defining_link(document: Document, ref: str, theme: Theme) -> str:
    title = next((s.title for s in document.sections if s.id == ref), "") or next(
        (r.title for r in document.rules if r.id == ref), ""
    )
    label = f"{ref} {title}".strip()
    return anchor(rule_url(document.slug, ref), html.escape(label), f"color:{theme.link}")


def _block_html(block: Block, theme: Theme) -> str:
    rendered = [
        linked_html(item, block.links[n] if n < len(block.links) else (), theme)
        for n, item in enumerate(block.items)
    ]
    if block.kind is BlockKind.PARAGRAPH:
        return "".join(f"<p>{item}</p>" for item in rendered)
    tag = "ul" if block.kind is BlockKind.BULLETS else "ol"
    return f"<{tag}>{''.join(f'<li>{item}</li>' for item in rendered)}</{tag}>"


def _see_also(slug: str, entry: Entry, theme: Theme) -> str:
    by_text = {link.text: link for link in entry.see_also_links}
    out = []
    for term in entry.see_also:
        link = by_text.get(term)
        if link is not None and link.resolved:
            out.append(
                anchor(
                    term_url(link.target_doc, link.target_id), html.escape(term), term_style(theme)
                )
            )
        else:
            out.append(
                f'<span style="color:{theme.unresolved}" title="no such entry">'
                f"{plain_html(term)}</span>"
            )
    return ", ".join(out)


def _neighbours(document: Document, entry: Entry, theme: Theme) -> str:
    entries = sorted(document.entries, key=lambda e: e.term.casefold())
    position = next((n for n, e in enumerate(entries) if e.term == entry.term), None)
    if position is None:
        return ""
    style = f"color:{theme.link}"
    around = []
    if position > 0:
        before = entries[position - 1].term
        around.append("‹ " + anchor(term_url(document.slug, before), html.escape(before), style))
    if position + 1 < len(entries):
        after = entries[position + 1].term
        around.append(anchor(term_url(document.slug, after), html.escape(after), style) + " ›")
    return f'<p class="muted" style="margin-top:18px">{" · ".join(around)}</p>'


def item_label(found: Found) -> str:
    """Short label of a target for lists (bookmarks, history): ``6.2.e`` or ``Fleeting``."""
    return item_id(found.item)
