/*
 * A MuPDF structured-text page read straight into the loader's page lists.
 *
 * PyMuPDF's rawdict builds a Python dict, two tuples, six floats and a string for every
 * character, and the loader keeps only the character, its box and a few facts per line
 * (pdf_page_lines.read_page_lines). This module walks the same fz_stext_page that rawdict
 * converts and gives those facts directly: per kept line (end in the page's characters, y0,
 * y1, baseline, size, bold, rotated, block number), every kept character's box packed as four
 * native doubles, and the characters as one string. The values are the ones rawdict gives
 * (its floats are the page's C floats widened to doubles); the Python module
 * pdf_stext_lines checks that this file is the one built, and the tests compare both readings
 * on every sample and corpus PDF.
 *
 * Two details of rawdict are reproduced: a character's box is its quad's, corrected as
 * PyMuPDF corrects it for a font whose ascender minus descender is under 1 (JM_char_quad);
 * and a line's last span is left out when its box is empty (all its characters' boxes are),
 * spans being cut where the size, font flags, colour (with alpha) or font name changes
 * (JM_make_spanlist; a span's character flags and bidi level are its first character's).
 *
 * Per line it also gives the positions of the characters pdf_clusters.attachable would attach
 * (zero-width ones, when the line's narrowest box is under 0.01 pt wide as Python's min finds
 * it, and combining marks; never a space), the mark and space classes handed in as a table by
 * pdf_stext_lines; and the characters' left and right edges as two lists of floats.
 *
 * Whenever a page holds something whose reading through rawdict depends on more than this
 * walk reproduces, walk() returns None and the loader reads that page's rawdict instead:
 * a clipped text page, small glyph heights (a PyMuPDF option), a character code outside
 * Unicode or without a font, a box or size that is not finite, or a MuPDF error.
 *
 * Units: PDF points, origin at the page's top-left (MuPDF's page space).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "mupdf/fitz.h"

#ifndef INSPECTOR_SOURCE_HASH
#error "INSPECTOR_SOURCE_HASH must be defined by the build (sha256 of this file)"
#endif

typedef struct {
    double size;
    Py_ssize_t count;
} SizeCount;

typedef struct {
    Py_UCS4 *codes;
    double *boxes;
    double *halves; /* each character's size in half points */
    char *bold;     /* whether each character's span is bold */
    Py_ssize_t used;
    Py_ssize_t capacity;
    SizeCount *sizes;
    Py_ssize_t sizes_capacity;
} Buffers;

static int grow(Buffers *b, Py_ssize_t need)
{
    if (need <= b->capacity)
        return 0;
    Py_ssize_t capacity = b->capacity ? b->capacity : 4096;
    while (capacity < need)
        capacity *= 2;
    Py_UCS4 *codes = PyMem_Realloc(b->codes, (size_t)capacity * sizeof(Py_UCS4));
    if (!codes)
        return -1;
    b->codes = codes;
    double *boxes = PyMem_Realloc(b->boxes, (size_t)capacity * 4 * sizeof(double));
    if (!boxes)
        return -1;
    b->boxes = boxes;
    double *halves = PyMem_Realloc(b->halves, (size_t)capacity * sizeof(double));
    if (!halves)
        return -1;
    b->halves = halves;
    char *bold = PyMem_Realloc(b->bold, (size_t)capacity);
    if (!bold)
        return -1;
    b->bold = bold;
    b->capacity = capacity;
    return 0;
}

/* The font name as rawdict gives it: a subset prefix "ABCDEF+" dropped unless asked to keep. */
static const char *font_name(fz_context *ctx, fz_font *font, int subset_names)
{
    const char *name = fz_font_name(ctx, font);
    if (!name)
        return "";
    const char *plus = strchr(name, '+');
    if (subset_names || !plus || plus - name != 6)
        return name;
    return plus + 1;
}

/* Python's round(x * 2) / 2 for a finite double (round half to even, as rint does under the
 * default rounding mode). */
static double half_points(double size)
{
    return rint(size * 2.0) / 2.0;
}

enum { WALK_OK = 0, WALK_FALLBACK = 1, WALK_NO_MEMORY = 2 };

/* The class table: one byte per code point below CLASS_CODES (none above is a mark or space). */
enum { CLASS_MARK = 1, CLASS_SPACE = 2, CLASS_CODES = 0x10000 };

static int attaches(const Buffers *b, Py_ssize_t i, int zero_widths, const unsigned char *classes)
{
    Py_UCS4 code = b->codes[i];
    int cls = code < CLASS_CODES ? classes[code] : 0;
    if (cls & CLASS_SPACE)
        return 0;
    return (cls & CLASS_MARK) || (zero_widths && b->boxes[4 * i + 2] - b->boxes[4 * i] < 0.01);
}

/* The line's attachable positions (from its first character), as pdf_clusters.attachable
 * gives them: a tuple of ints, empty for most lines. */
static PyObject *attachable(const Buffers *b, Py_ssize_t start, const unsigned char *classes)
{
    /* Python's min: the first width, replaced by each later one that is smaller (a NaN first
     * is never replaced, and then no width counts as zero). */
    double least = b->boxes[4 * start + 2] - b->boxes[4 * start];
    for (Py_ssize_t i = start + 1; i < b->used; i++) {
        double width = b->boxes[4 * i + 2] - b->boxes[4 * i];
        if (width < least)
            least = width;
    }
    int zero_widths = least < 0.01;
    Py_ssize_t found = 0;
    for (Py_ssize_t i = start; i < b->used; i++)
        found += attaches(b, i, zero_widths, classes);
    PyObject *positions = PyTuple_New(found);
    if (!positions || !found)
        return positions;
    Py_ssize_t k = 0;
    for (Py_ssize_t i = start; i < b->used; i++) {
        if (attaches(b, i, zero_widths, classes)) {
            PyObject *position = PyLong_FromSsize_t(i - start);
            if (!position) {
                Py_DECREF(positions);
                return NULL;
            }
            PyTuple_SET_ITEM(positions, k++, position);
        }
    }
    return positions;
}

/* What rawdict reads of a character's font: looked up once per run of characters in one
 * font (a line rarely changes font), not once per character. */
typedef struct {
    fz_font *font;
    float asc, dsc; /* fz_font_ascender / fz_font_descender */
    int flags;      /* italic 2, serif 4, monospaced 8, bold 16 (rawdict's span flags) */
    const char *name; /* as rawdict gives it (font_name) */
} FontFacts;

static void font_facts(fz_context *ctx, fz_font *font, int subset_names, FontFacts *facts)
{
    if (facts->font == font)
        return;
    facts->font = font;
    facts->asc = fz_font_ascender(ctx, font);
    facts->dsc = fz_font_descender(ctx, font);
    facts->flags = fz_font_is_italic(ctx, font) * 2 + fz_font_is_serif(ctx, font) * 4
        + fz_font_is_monospaced(ctx, font) * 8 + fz_font_is_bold(ctx, font) * 16;
    facts->name = font_name(ctx, font, subset_names);
}

/* A character's box as rawdict gives it (PyMuPDF's JM_char_quad and JM_char_bbox): the quad
 * as MuPDF made it, unless the font's ascender minus descender is under 1, in which case the
 * quad is rebuilt from the scaled ascender and descender about the character's origin. */
static fz_rect char_box(
    fz_context *ctx, fz_stext_line *line, fz_stext_char *ch, const FontFacts *facts, int skip)
{
    fz_quad quad = ch->quad;
    if (!skip && !line->wmode) {
        fz_font *font = ch->font;
        float asc = facts->asc;
        float dsc = facts->dsc;
        float fsize = ch->size;
        float asc_dsc = asc - dsc + FLT_EPSILON;
        if (!(asc_dsc >= 1)) {
            if (asc < 1e-3) { /* probably Tesseract's glyphless font */
                dsc = -0.1f;
                asc = 0.9f;
                asc_dsc = 1.0f;
            }
            if (asc_dsc < 1) {
                dsc = dsc / asc_dsc;
                asc = asc / asc_dsc;
            }
            asc_dsc = asc - dsc;
            asc = asc * fsize / asc_dsc;
            dsc = dsc * fsize / asc_dsc;
            float c = line->dir.x, s = line->dir.y;
            fz_matrix trm1 = fz_make_matrix(c, -s, s, c, 0, 0); /* de-rotate */
            fz_matrix trm2 = fz_make_matrix(c, s, -s, c, 0, 0); /* rotate */
            if (c == -1) { /* left-right flip */
                trm1.d = 1;
                trm2.d = 1;
            }
            fz_matrix xlate1 = fz_make_matrix(1, 0, 0, 1, -ch->origin.x, -ch->origin.y);
            fz_matrix xlate2 = fz_make_matrix(1, 0, 0, 1, ch->origin.x, ch->origin.y);
            quad = fz_transform_quad(quad, xlate1);
            quad = fz_transform_quad(quad, trm1);
            if (c == 1 && quad.ul.y > 0) { /* up-down flip */
                quad.ul.y = asc;
                quad.ur.y = asc;
                quad.ll.y = dsc;
                quad.lr.y = dsc;
            } else {
                quad.ul.y = -asc;
                quad.ur.y = -asc;
                quad.ll.y = -dsc;
                quad.lr.y = -dsc;
            }
            if (quad.ll.x < 0) {
                quad.ll.x = 0;
                quad.ul.x = 0;
            }
            float cwidth = quad.lr.x - quad.ll.x;
            if (cwidth < FLT_EPSILON) {
                int glyph = fz_encode_character(ctx, font, ch->c);
                if (glyph) {
                    float fwidth = fz_advance_glyph(ctx, font, glyph, line->wmode);
                    quad.lr.x = quad.ll.x + fwidth * fsize;
                    quad.ur.x = quad.lr.x;
                }
            }
            quad = fz_transform_quad(quad, trm2);
            quad = fz_transform_quad(quad, xlate2);
        }
    }
    fz_rect r = fz_rect_from_quad(quad);
    if (line->wmode && r.y1 < r.y0 + ch->size)
        r.y0 = r.y1 - ch->size;
    return r;
}

/* What cuts rawdict's spans: a change of any of these from one character to the next. */
typedef struct {
    float size;
    int flags;
    uint32_t argb;
    const char *font;
} Style;

static Style char_style(fz_stext_line *line, fz_stext_char *ch, const FontFacts *facts)
{
    Style style;
    int flags = 0;
    if (line->wmode == 0 && line->dir.x == 1 && line->dir.y == 0)
        flags = ch->origin.y < line->first_char->origin.y - ch->size * 0.1f; /* superscript */
    style.size = ch->size;
    style.flags = flags + facts->flags;
    style.argb = ch->argb;
    style.font = facts->name;
    return style;
}

static int same_style(const Style *a, const Style *b)
{
    return a->size == b->size && a->flags == b->flags && a->argb == b->argb
        && strcmp(a->font, b->font) == 0;
}

static int walk_page(
    fz_context *ctx,
    fz_stext_page *page,
    double px0, double py0, double px1, double py1,
    int skip_quad_corrections,
    int subset_names,
    const unsigned char *classes,
    Buffers *b,
    PyObject *lines)
{
    int block_number = -1;
    FontFacts facts = {0};
    for (fz_stext_block *block = page->first_block; block; block = block->next) {
        block_number++;
        if (block->type != FZ_STEXT_BLOCK_TEXT)
            continue;
        for (fz_stext_line *line = block->u.t.first_line; line; line = line->next) {
            fz_stext_char *first = line->first_char;
            if (!first)
                continue; /* rawdict: a line without spans, skipped by the reader */
            Py_ssize_t start = b->used;
            Py_ssize_t last_span = start; /* where the line's current span starts */
            fz_rect line_rect = fz_empty_rect;
            fz_rect before_span = fz_empty_rect; /* the line's box before its current span */
            fz_rect span_rect = fz_empty_rect;
            Style style, previous;
            for (fz_stext_char *ch = first; ch; ch = ch->next) {
                if (ch->c < 0 || ch->c > 0x10FFFF || !ch->font)
                    return WALK_FALLBACK;
                font_facts(ctx, ch->font, subset_names, &facts);
                fz_rect r = char_box(ctx, line, ch, &facts, skip_quad_corrections);
                /* (Finite and short of MuPDF's infinite rectangle, so that boxes unite by
                 * min and max in any grouping, as rawdict's span by span.) */
                if (!(fabsf(r.x0) < 1e9f && fabsf(r.y0) < 1e9f && fabsf(r.x1) < 1e9f
                      && fabsf(r.y1) < 1e9f))
                    return WALK_FALLBACK;
                double size = (double)ch->size;
                if (!isfinite(size) || fabs(size) > 1e12)
                    return WALK_FALLBACK;
                style = char_style(line, ch, &facts);
                if (ch == first || !same_style(&style, &previous)) {
                    last_span = b->used;
                    before_span = line_rect;
                    span_rect = fz_empty_rect;
                    previous = style;
                }
                span_rect = fz_union_rect(span_rect, r);
                line_rect = fz_union_rect(line_rect, r);
                if (grow(b, b->used + 1) < 0)
                    return WALK_NO_MEMORY;
                Py_ssize_t k = b->used++;
                b->codes[k] = (Py_UCS4)ch->c;
                double *box = b->boxes + 4 * k;
                box[0] = (double)r.x0;
                box[1] = (double)r.y0;
                box[2] = (double)r.x1;
                box[3] = (double)r.y1;
                b->halves[k] = half_points(size);
                /* Weight: rawdict's span flags hold fz_font_is_bold as TEXT_FONT_BOLD; the
                 * reader also takes "Bold" in the span's font name. */
                b->bold[k] = (style.flags & 16) || strstr(style.font, "Bold") != NULL;
            }
            /* rawdict leaves out a line's last span when its box is empty (zero area), and the
             * span's boxes from the line's box. */
            if (fz_is_empty_rect(span_rect)) {
                b->used = last_span;
                line_rect = before_span;
            }
            if (b->used == start)
                continue; /* no span left: the reader skips the line */
            /* Size: characters counted per half-point size, first size seen first. */
            Py_ssize_t n_sizes = 0, bold_chars = 0, count = b->used - start;
            for (Py_ssize_t i = start; i < b->used; i++) {
                double half = b->halves[i];
                Py_ssize_t k = 0;
                while (k < n_sizes && !(b->sizes[k].size == half))
                    k++;
                if (k == n_sizes) {
                    if (n_sizes == b->sizes_capacity) {
                        Py_ssize_t capacity = b->sizes_capacity ? 2 * b->sizes_capacity : 8;
                        SizeCount *sizes =
                            PyMem_Realloc(b->sizes, (size_t)capacity * sizeof(SizeCount));
                        if (!sizes)
                            return WALK_NO_MEMORY;
                        b->sizes = sizes;
                        b->sizes_capacity = capacity;
                    }
                    b->sizes[k].size = half;
                    b->sizes[k].count = 0;
                    n_sizes++;
                }
                b->sizes[k].count++;
                bold_chars += b->bold[i];
            }
            double lx0 = (double)line_rect.x0, ly0 = (double)line_rect.y0;
            double lx1 = (double)line_rect.x1, ly1 = (double)line_rect.y1;
            if (lx1 < px0 || lx0 > px1 || ly1 < py0 || ly0 > py1) {
                b->used = start; /* wholly off the page */
                continue;
            }
            Py_ssize_t best = 0;
            for (Py_ssize_t k = 1; k < n_sizes; k++)
                if (b->sizes[k].count > b->sizes[best].count)
                    best = k;
            double line_size = b->sizes[best].size;
            if (line_size == 0.0)
                line_size = 1.0;
            double dx = (double)line->dir.x, dy = (double)line->dir.y;
            int rotated = fabs(dy) > 0.05 || dx < 0;
            PyObject *attached = attachable(b, start, classes);
            if (!attached)
                return WALK_NO_MEMORY;
            PyObject *item = Py_BuildValue(
                "(nddddNNiN)",
                b->used,
                ly0,
                ly1,
                (double)first->origin.y,
                line_size,
                PyBool_FromLong(2 * bold_chars > count),
                PyBool_FromLong(rotated),
                block_number,
                attached);
            if (!item)
                return WALK_NO_MEMORY;
            int failed = PyList_Append(lines, item);
            Py_DECREF(item);
            if (failed)
                return WALK_NO_MEMORY;
        }
    }
    return WALK_OK;
}

/* Coordinate ``which`` (0: x0, 2: x1) of every kept character's box, as a list of floats. */
static PyObject *edges(const Buffers *b, int which)
{
    PyObject *list = PyList_New(b->used);
    if (!list)
        return NULL;
    for (Py_ssize_t i = 0; i < b->used; i++) {
        PyObject *value = PyFloat_FromDouble(b->boxes[4 * i + which]);
        if (!value) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, value);
    }
    return list;
}

static PyObject *walk(PyObject *self, PyObject *args)
{
    unsigned long long page_address, ctx_address;
    double px0, py0, px1, py1;
    int skip_quad_corrections, small_glyph_heights, subset_names;
    const char *classes;
    Py_ssize_t classes_size;
    (void)self;
    if (!PyArg_ParseTuple(args, "KK(dddd)iiiy#", &page_address, &ctx_address, &px0, &py0, &px1,
                          &py1, &skip_quad_corrections, &small_glyph_heights, &subset_names,
                          &classes, &classes_size))
        return NULL;
    if (classes_size != CLASS_CODES)
        return PyErr_Format(PyExc_ValueError, "the class table must hold %d bytes", CLASS_CODES);
    fz_stext_page *page = (fz_stext_page *)(uintptr_t)page_address;
    fz_context *ctx = (fz_context *)(uintptr_t)ctx_address;
    if (!page || !ctx)
        return PyErr_Format(PyExc_ValueError, "null text page or context");
    if (small_glyph_heights || !fz_is_infinite_rect(page->mediabox))
        Py_RETURN_NONE;
    PyObject *lines = PyList_New(0);
    if (!lines)
        return NULL;
    Buffers b = {0};
    /* (A MuPDF error while measuring a glyph leaves the page to rawdict.) */
    volatile int status = WALK_FALLBACK;
    fz_try(ctx)
    {
        status = walk_page(
            ctx, page, px0, py0, px1, py1, skip_quad_corrections, subset_names,
            (const unsigned char *)classes, &b, lines);
    }
    fz_catch(ctx)
    {
        status = WALK_FALLBACK;
    }
    PyObject *result = NULL;
    if (status == WALK_OK) {
        PyObject *packed = PyBytes_FromStringAndSize(
            (const char *)b.boxes, b.used * 4 * (Py_ssize_t)sizeof(double));
        PyObject *text = b.used
            ? PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, b.codes, b.used)
            : PyUnicode_FromStringAndSize("", 0);
        PyObject *x0s = edges(&b, 0);
        PyObject *x1s = edges(&b, 2);
        if (packed && text && x0s && x1s)
            result = PyTuple_Pack(5, lines, packed, text, x0s, x1s);
        Py_XDECREF(packed);
        Py_XDECREF(text);
        Py_XDECREF(x0s);
        Py_XDECREF(x1s);
    } else if (status == WALK_FALLBACK) {
        result = Py_NewRef(Py_None);
    } else if (!PyErr_Occurred()) {
        PyErr_NoMemory();
    }
    Py_DECREF(lines);
    PyMem_Free(b.codes);
    PyMem_Free(b.boxes);
    PyMem_Free(b.sizes);
    PyMem_Free(b.halves);
    PyMem_Free(b.bold);
    return result;
}

static PyMethodDef methods[] = {
    {"walk", walk, METH_VARARGS,
     "walk(text_page_address, context_address, page_rect, skip_quad_corrections, "
     "small_glyph_heights, subset_fontnames, classes) -> (lines, packed boxes, text, x0s, x1s) "
     "or None"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_stext_lines", NULL, -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__stext_lines(void)
{
    PyObject *m = PyModule_Create(&module);
    if (!m)
        return NULL;
    if (PyModule_AddStringConstant(m, "SOURCE_HASH", INSPECTOR_SOURCE_HASH) < 0
        || PyModule_AddStringConstant(m, "MUPDF_VERSION", FZ_VERSION) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
