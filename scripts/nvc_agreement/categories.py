"""The table of categories, in the order of the report. A category is a
module with NAME (its --category word), TITLE (its section of the record),
METHOD (its bullet of the record's Method section) and jobs(env) (a list of
(job id, function returning rows)); it may have finish(rows), called with
every row once all jobs are done, and record_rows(rows), the rows its
section of the record lists (for a summary of many agreeing rows). Adding
one is one line here."""

from . import inline_ptx, ir, launch, param, resources, sm_gate

CATEGORIES = (
    param,
    ir,
    sm_gate,
    launch,
    resources,
    inline_ptx,
)
NAMES = tuple(category.NAME for category in CATEGORIES)
BY_NAME = {category.NAME: category for category in CATEGORIES}
