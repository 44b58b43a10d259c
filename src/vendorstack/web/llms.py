"""`/llms.txt` (the llms.txt convention: a title, a `>` summary, sections of links) and
`/llms-full.txt` (every page's markdown inline)."""

from __future__ import annotations

from vendorstack.web.pages import SECTIONS, RenderedPage

TITLE = "VendorStack"
MACHINE_LINKS = {
    "API": (
        ("OpenAPI 3.1 description", "/openapi.json", "the machine-readable contract"),
        ("API explorer", "/api-docs", "the OpenAPI description as an interactive page"),
    ),
    "Agents": (
        ("Agent skill", "/skill/SKILL.md", "SKILL.md: tools, rules and worked examples"),
        ("Agent skill as a zip", "/skill.zip", "the skill folder, ready to install"),
        ("Tool definitions", "/skill/tools.json", "the tools' names, input schemas and hints"),
    ),
}


def _summary(pages: list[RenderedPage]) -> str:
    home = next(page for page in pages if page.page.path == "/")
    return home.summary


def llms_txt(pages: list[RenderedPage]) -> str:
    lines = [f"# {TITLE}", "", f"> {_summary(pages)}", ""]
    lines += [
        "Every page below is markdown; drop `.md` from its path for the HTML page (which "
        "also answers in markdown to `Accept: text/markdown`). The MCP server is at `/mcp` "
        "(streamable HTTP, bearer key).",
    ]
    for section in SECTIONS:
        lines += ["", f"## {section}", ""]
        lines += [
            f"- [{page.title}]({page.page.markdown_path}): {page.summary}"
            for page in pages
            if page.page.section == section
        ]
        lines += [
            f"- [{name}]({url}): {about}" for name, url, about in MACHINE_LINKS.get(section, ())
        ]
    lines += [
        "",
        "## Optional",
        "",
        "- [Everything in one file](/llms-full.txt): every page inline",
    ]
    return "\n".join(lines) + "\n"


def llms_full_txt(pages: list[RenderedPage]) -> str:
    parts = [f"# {TITLE}: the complete documentation\n\n> {_summary(pages)}\n"]
    for page in pages:
        parts.append(f"<!-- {page.page.markdown_path} -->\n\n{_demoted(page.markdown)}")
    return "\n\n---\n\n".join(parts) + "\n"


def _demoted(markdown: str) -> str:
    """Headings one level down, so the file keeps a single H1."""
    lines = markdown.splitlines()
    in_code = False
    out = []
    for line in lines:
        if line.startswith("```"):
            in_code = not in_code
        out.append(f"#{line}" if line.startswith("#") and not in_code else line)
    return "\n".join(out)
