"""The prose shapes of the running-text set, each naming every listed vendor where a careful
reader finds it: several vendors with their purposes in one sentence, links whose text is a
legal name hiding the brand its domain gives, a vendor named in bold then again by its plain
name, sentences naming vendors that are NOT used, vendors in parentheses after their purpose,
a paragraph per vendor under its purpose's heading, FAQ questions and answers, and renamed
vendors ("X (formerly Y)")."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING

from tests.extraction.layouts.wording import CATEGORIES, Wording
from tests.extraction.prose.wording import Prose

if TYPE_CHECKING:
    from tests.extraction.layouts.pages import Vendor


@dataclass(frozen=True, slots=True)
class Context:
    """What one page is rendered from; `others` are invented names for vendors that are not
    listed (not used, or a listed vendor's former name)."""

    rng: random.Random
    words: Wording
    prose: Prose
    brand: str
    listed: list[Vendor]
    others: list[str]

    def heading(self, category: str) -> str:
        return self.words.headings[CATEGORIES.index(category)]

    def purpose(self, category: str) -> str:
        """The category's short heading as a sentence carries it."""
        text = self.heading(category)
        return text[0].lower() + text[1:] if self.prose.lowers else text

    def by_category(self) -> list[tuple[str, list[Vendor]]]:
        groups: dict[str, list[Vendor]] = {}
        for v in self.listed:
            groups.setdefault(v.category, []).append(v)
        return sorted(groups.items(), key=lambda item: CATEGORIES.index(item[0]))

    def joined(self, names: list[str]) -> str:
        if len(names) == 1:
            return names[0]
        return ", ".join(names[:-1]) + escape(self.prose.and_) + names[-1]

    def other(self) -> str:
        return self.others.pop()


def marked(c: Context, v: Vendor) -> str:
    """The vendor's name as running text marks it: a link to its site when it has one, else
    bold or (less often) plain."""
    text = escape(v.written)
    if v.href:
        return f'<a href="{escape(v.href)}">{text}</a>'
    return f"<strong>{text}</strong>" if c.rng.random() < 0.6 else text


def _mark_other(c: Context, name: str) -> str:
    return f"<strong>{escape(name)}</strong>" if c.rng.random() < 0.5 else escape(name)


def _country(c: Context) -> str:
    return escape(c.rng.choice(c.words.countries))


def _neutral(c: Context, name: str) -> str:
    return c.rng.choice(c.prose.neutral).format(a=name)


def _sections(c: Context, body: Callable[[list[Vendor]], str]) -> str:
    return "".join(
        f"<h2>{escape(c.heading(category))}</h2>{body(vendors)}"
        for category, vendors in c.by_category()
    )


def _one_sentence(c: Context) -> str:
    clauses = [
        c.prose.use.format(
            names=c.joined([marked(c, v) for v in vendors]), purpose=escape(c.purpose(cat))
        )
        for cat, vendors in c.by_category()
    ]
    # The second clause of a sentence goes on in lower case ("..., and we use C for email").
    sentences = [
        escape(c.prose.clause_join).join([first, *(t[0].lower() + t[1:] for t in rest)]) + "."
        for first, *rest in (clauses[at : at + 2] for at in range(0, len(clauses), 2))
    ]
    return f"<p>{' '.join(sentences)}</p>"


def _legal_links(c: Context) -> str:
    return _sections(c, lambda vs: "<p>" + " ".join(_neutral(c, marked(c, v)) for v in vs) + "</p>")


def _bold_then_again(c: Context) -> str:
    def body(vendors: list[Vendor]) -> str:
        return "".join(
            f"<p>{_neutral(c, marked(c, v))} "
            f"{c.prose.again.format(a=escape(v.brand), country=_country(c))}</p>"
            for v in vendors
        )

    return _sections(c, body)


def _negated(c: Context) -> str:
    def body(vendors: list[Vendor]) -> str:
        said = [_neutral(c, marked(c, v)) for v in vendors]
        refusal = c.rng.choice(c.prose.negated).format(a=_mark_other(c, c.other()))
        said.insert(c.rng.randrange(len(said) + 1), refusal)
        return f"<p>{' '.join(said)}</p>"

    return _sections(c, body)


def _parentheses(c: Context) -> str:
    items = [
        f"{escape(c.purpose(cat))} ({', '.join(marked(c, v) for v in vendors)})"
        for cat, vendors in c.by_category()
    ]
    return f"<p>{c.prose.parens.format(list=c.joined(items))}</p>"


def _paragraph_per_vendor(c: Context) -> str:
    def body(vendors: list[Vendor]) -> str:
        return "".join(
            f"<p>{c.prose.again.format(a=marked(c, v), country=_country(c))}</p>" for v in vendors
        )

    return _sections(c, body)


def _faq(c: Context) -> str:
    out = []
    for category, vendors in c.by_category():
        question = escape(c.prose.question.format(purpose=c.purpose(category)))
        answer = c.prose.answer.format(names=c.joined([marked(c, v) for v in vendors]))
        if c.rng.random() < 0.5:
            out.append(f"<details><summary>{question}</summary><p>{answer}</p></details>")
        else:
            out.append(f"<h3>{question}</h3><p>{answer}</p>")
    return f'<section class="faq">{"".join(out)}</section>'


def _renamed(c: Context) -> str:
    def named(v: Vendor) -> str:
        old = escape(c.other())
        if c.rng.random() < 0.5:
            return f"{marked(c, v)} ({escape(c.prose.formerly)} {old})"
        return f"{marked(c, v)}, {escape(c.prose.formerly)} {old},"

    return _sections(c, lambda vs: "<p>" + " ".join(_neutral(c, named(v)) for v in vs) + "</p>")


SHAPES: dict[str, Callable[[Context], str]] = {
    "one_sentence": _one_sentence,
    "legal_links": _legal_links,
    "bold_then_again": _bold_then_again,
    "negated": _negated,
    "parentheses": _parentheses,
    "paragraph_per_vendor": _paragraph_per_vendor,
    "faq": _faq,
    "renamed": _renamed,
}


def page(fmt: str, c: Context) -> str:
    """One disclosure page, unformatted (pages.py serves it pretty-printed and minified)."""
    w = c.words
    nav = f'<nav><a href="/">{escape(c.brand)}</a> <a href="/pricing">Pricing</a></nav>'
    return (
        f"<!doctype html><html><head><title>{escape(w.title)} – {escape(c.brand)}</title></head>"
        f"<body>{nav}<main><h1>{escape(w.title)}</h1>"
        f"<p>{escape(w.intro.format(brand=c.brand))}</p>{SHAPES[fmt](c)}</main>"
        f"<footer>© 2026 {escape(c.brand)}</footer></body></html>"
    )
