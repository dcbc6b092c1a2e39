#include "fybbattlepainter.h"

#include "fybbattlelayout.h"
#include "fybbattlemodel.h"
#include "threadcolours.h"

#include "fyb/command.h"

#include <QFont>
#include <QFontMetrics>
#include <QImage>
#include <QPainter>
#include <QRegion>
#include <QLineF>

#include <algorithm>
#include <vector>

namespace Foulplay::Ui {

namespace {

constexpr int BombValue = 14;

// Below this cell size cells are coloured pixels.
constexpr int GlyphMinSize = 8;
// Below this one glyphs are unreadable: tiles are plain colours.
constexpr int GlyphReadableSize = 10;

// The link of a thread: a curve from its pp to its dp, bowing upwards, as
// short straight pieces clipped to the visible area by hand. Stroking a long
// curve that the clip mostly hides costs the whole curve in the raster engine;
// a thousand links of that kind took seconds a frame. Each piece is its own
// call and at most PieceLength long: the raster engine hands a batch of more
// than about a hundred spans to its thread pool and waits for it, which
// costs milliseconds while the session's thread keeps the other core busy.
void drawLink(QPainter &painter, QPointF from, QPointF to, int size, const QRectF &area)
{
    constexpr qreal PieceLength = 24;
    const qreal bow = std::max<qreal>(size * 1.5, std::abs(to.x() - from.x()) * 0.15);
    const QPointF c1 = from + QPointF(0, -bow);
    const QPointF c2 = to + QPointF(0, -bow);
    const qreal length = QLineF(from, c1).length() + QLineF(c1, c2).length() + QLineF(c2, to).length();
    const int pieces = std::clamp(int(length / PieceLength) + 1, 4, 256);
    QPointF previous = from;
    for (int i = 1; i <= pieces; ++i) {
        const qreal t = qreal(i) / pieces;
        const qreal u = 1 - t;
        const QPointF point = u * u * u * from + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * to;
        const QRectF bounds = QRectF(previous, point).normalized().adjusted(-1, -1, 1, 1);
        if (bounds.intersects(area))
            painter.drawLine(previous, point);
        previous = point;
    }
}

// The pixmap of a cache under key: a size x size square filled with fill and
// drawn on by draw(QPainter &) the first time it is asked for.
template<typename Draw>
const QPixmap &cachedPixmap(QHash<quint64, QPixmap> &cache, quint64 key, int size, const QColor &fill, Draw draw)
{
    auto it = cache.constFind(key);
    if (it != cache.constEnd())
        return *it;
    QPixmap pixmap(size, size);
    pixmap.fill(fill);
    QPainter painter(&pixmap);
    draw(painter);
    painter.end();
    return *cache.insert(key, pixmap);
}

// A frame of width w inside rect, from filled rectangles (no stroking);
// broken: only its four corners.
void drawFrame(QPainter &painter, const QRect &r, int w, const QColor &colour, bool broken)
{
    if (!broken) {
        painter.fillRect(QRect(r.left(), r.top(), r.width(), w), colour);
        painter.fillRect(QRect(r.left(), r.bottom() - w + 1, r.width(), w), colour);
        painter.fillRect(QRect(r.left(), r.top() + w, w, r.height() - 2 * w), colour);
        painter.fillRect(QRect(r.right() - w + 1, r.top() + w, w, r.height() - 2 * w), colour);
        return;
    }
    const int arm = std::max(w + 1, r.width() / 3);
    for (const QPoint corner : {r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()}) {
        const int x = corner.x() == r.left() ? r.left() : r.right() - arm + 1;
        const int y = corner.y() == r.top() ? r.top() : r.bottom() - arm + 1;
        const int xs = corner.x() == r.left() ? r.left() : r.right() - w + 1;
        const int ys = corner.y() == r.top() ? r.top() : r.bottom() - w + 1;
        painter.fillRect(QRect(x, ys, arm, w), colour);
        painter.fillRect(QRect(xs, y, w, arm), colour);
    }
}

} // namespace

QColor FybBattlePainter::cellColour(int value, bool dark)
{
    // One colour per family of commands, pale enough for the glyphs.
    static const QRgb light[17] = {0xf5f5f5, 0xd6efcf, 0xd3e2f6, 0xd3e2f6, 0xebebeb, 0xebebeb,
                                   0xfbe4b5, 0xf6efcf, 0xe4d8f5, 0xe4d8f5, 0xd9d0f0, 0xd9d0f0,
                                   0xcdecec, 0xcdecec, 0xd32f2f, 0xf5cdd6, 0xecd9c4};
    static const QRgb darkRgb[17] = {0x2b2b2b, 0x2f4a2a, 0x2a3b52, 0x2a3b52, 0x363636, 0x363636,
                                     0x5a4622, 0x4d4828, 0x41355a, 0x41355a, 0x3a3152, 0x3a3152,
                                     0x234848, 0x234848, 0xd32f2f, 0x55303a, 0x4e3f2f};
    const int index = std::clamp(value, 0, 16);
    return QColor::fromRgb(dark ? darkRgb[index] : light[index]);
}

void FybBattlePainter::drawBomb(QPainter &painter, const QRectF &rect)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal s = std::min(rect.width(), rect.height());
    const QPointF centre(rect.center().x() - s * 0.06, rect.center().y() + s * 0.08);
    const qreal r = s * 0.30;
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(20, 20, 20));
    painter.drawEllipse(centre, r, r);
    painter.setBrush(QColor(255, 255, 255, 120));
    painter.drawEllipse(centre + QPointF(-r * 0.35, -r * 0.35), r * 0.22, r * 0.22);
    // The fuse, and its spark.
    QPen fuse(QColor(60, 40, 20), std::max<qreal>(1.0, s * 0.07));
    painter.setPen(fuse);
    const QPointF start = centre + QPointF(r * 0.6, -r * 0.6);
    const QPointF end = centre + QPointF(r * 1.15, -r * 1.25);
    painter.drawLine(start, end);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 214, 0));
    painter.drawEllipse(end, s * 0.11, s * 0.11);
    painter.restore();
}

const QPixmap &FybBattlePainter::glyph(int value, int size, bool small, const QColor &colour)
{
    const quint64 key = quint64(value) | quint64(size) << 8 | quint64(small) << 16 | quint64(colour.rgba()) << 24;
    return cachedPixmap(m_glyphs, key, size, Qt::transparent, [&](QPainter &p) {
        if (value == BombValue) {
            drawBomb(p, QRectF(0, 0, size, size));
            return;
        }
        QFont font(QStringLiteral("monospace"));
        font.setStyleHint(QFont::TypeWriter);
        font.setBold(true);
        font.setPixelSize(std::max(5, int(size * (small ? 0.95 : 0.72))));
        p.setFont(font);
        p.setPen(colour);
        p.drawText(QRect(0, 0, size, size), Qt::AlignCenter, QString(QChar::fromLatin1(Core::Fyb::commandChar(value))));
    });
}

const QPixmap &FybBattlePainter::tile(int value, int size, const FybPaintOptions &options)
{
    const quint64 key = quint64(value) | quint64(size) << 8 | quint64(options.dark) << 16;
    return cachedPixmap(m_tiles, key, size, cellColour(value, options.dark), [&](QPainter &p) {
        p.setPen(options.dark ? QColor(70, 70, 70) : QColor(205, 205, 205));
        p.drawLine(0, 0, size - 1, 0);
        p.drawLine(0, 0, 0, size - 1);
        const QColor ink = value == BombValue ? QColor(Qt::white)
                           : options.dark     ? QColor(225, 225, 225)
                                              : QColor(40, 40, 40);
        if (size >= GlyphReadableSize || value == BombValue)
            p.drawPixmap(0, 0, glyph(value, size, false, ink));
    });
}

const QPixmap &FybBattlePainter::corner(const QColor &colour, int size)
{
    const quint64 key = quint64(colour.rgba()) | quint64(size) << 32;
    return cachedPixmap(m_corners, key, size, Qt::transparent, [&](QPainter &p) {
        const QPoint triangle[3] = {QPoint(size, size), QPoint(0, size), QPoint(size, 0)};
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawPolygon(triangle, 3);
    });
}

void FybBattlePainter::paint(QPainter &painter, const FybBattleModel &model, const FybBattleLayout &layout,
                             const QRect &exposed, const FybPaintOptions &options)
{
    if (!model.battle() || layout.length() == 0) {
        painter.fillRect(exposed, options.background);
        return;
    }
    int firstRow = 0;
    int lastRow = -1;
    layout.rowsIn(exposed, firstRow, lastRow);
    // The background where no cell image goes: filling the whole area first
    // would cost as much as the cells again.
    QRegion background(exposed);
    for (int buffer = 0; buffer < 2; ++buffer) {
        const QRect grid = layout.gridRect(buffer);
        if (!exposed.intersects(grid) || firstRow > lastRow)
            continue;
        updateLayer(model, layout, buffer, firstRow, lastRow, options);
        const CellLayer &layer = m_layers[std::size_t(buffer)];
        const QRect target(grid.left(), grid.top() + layer.firstRow * layer.cellSize, layer.image.width(),
                           layer.image.height());
        painter.drawImage(target.topLeft(), layer.image);
        background -= target;
    }
    for (const QRect &rect : background)
        painter.fillRect(rect, options.background);
    paintHeaders(painter, model, layout, options);
    paintFlashes(painter, model, layout, exposed);
    paintThreads(painter, model, layout, exposed, options);
}

void FybBattlePainter::paintHeaders(QPainter &painter, const FybBattleModel &model, const FybBattleLayout &layout,
                                    const FybPaintOptions &options)
{
    painter.setPen(options.text);
    const QFontMetrics metrics = painter.fontMetrics();
    for (int buffer = 0; buffer < 2; ++buffer) {
        // The title may run over the gap; a narrow grid gets the short form.
        QRect rect = layout.headerRect(buffer).adjusted(0, 0, FybBattleLayout::Gap - 6, -4);
        const int threads = model.liveThreads(buffer);
        QString title = tr("Program %1 · %n thread(s)", nullptr, threads).arg(buffer + 1);
        if (metrics.horizontalAdvance(title) > rect.width())
            title = tr("P%1 · %2").arg(buffer + 1).arg(threads);
        painter.drawText(rect, Qt::AlignLeft | Qt::AlignBottom, title);
    }
}

void FybBattlePainter::updateLayer(const FybBattleModel &model, const FybBattleLayout &layout, int buffer, int firstRow,
                                   int lastRow, const FybPaintOptions &options)
{
    const auto &battle = *model.battle();
    const auto &data = battle.data[buffer];
    const auto &mods = battle.mods[buffer];
    const auto &spent = battle.spent[buffer];
    CellLayer &layer = m_layers[std::size_t(buffer)];
    const int size = layout.cellSize();
    const int columns = layout.columns();
    const bool sameShape = !layer.image.isNull() && layer.cellSize == size && layer.columns == columns
                           && layer.length == layout.length() && layer.dark == options.dark
                           && layer.background == options.background.rgb();
    // A layer holding the rows asked (a partial repaint) stays; one that
    // does not is painted anew for them.
    const bool rebuild = !sameShape || firstRow < layer.firstRow || lastRow > layer.lastRow;
    if (rebuild) {
        layer.firstRow = firstRow;
        layer.lastRow = lastRow;
        layer.columns = columns;
        layer.cellSize = size;
        layer.length = layout.length();
        layer.dark = options.dark;
        layer.background = options.background.rgb();
        const int rows = lastRow - firstRow + 1;
        layer.image = QImage(columns * size, rows * size, QImage::Format_RGB32);
        layer.image.fill(options.background);
    }
    const int first = layer.firstRow * columns;
    const int last = std::min(layout.length() - 1, (layer.lastRow + 1) * columns - 1);
    const std::size_t count = std::size_t(std::max(0, last - first + 1));
    if (rebuild) {
        layer.data.assign(count, 0);
        layer.mods.assign(count, 0);
        layer.spent.assign(count, 0);
    }
    QPainter painter;
    const bool pixels = size < GlyphMinSize;
    QRgb colours[17];
    if (pixels) {
        for (int v = 0; v < 17; ++v)
            colours[v] = cellColour(v, options.dark).rgb();
    }
    const QRgb pendingRgb = pendingColour().rgb();
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t cell = std::size_t(first) + i;
        const std::uint8_t value = data[cell];
        const std::uint8_t pending = mods[cell];
        const std::uint8_t isSpent = spent[cell] ? 1 : 0;
        if (!rebuild && layer.data[i] == value && layer.mods[i] == pending && layer.spent[i] == isSpent)
            continue;
        layer.data[i] = value;
        layer.mods[i] = pending;
        layer.spent[i] = isSpent;
        if (pixels) {
            // Small cells are plain colours; a pending edit is orange.
            fillCellPixels(layer, int(i), pending != value ? pendingRgb : colours[value]);
            continue;
        }
        if (!painter.isActive())
            painter.begin(&layer.image);
        paintCell(painter, layer, int(i), value, pending, isSpent, options);
    }
}

void FybBattlePainter::fillCellPixels(CellLayer &layer, int index, QRgb colour)
{
    const int size = layer.cellSize;
    const int x = (index % layer.columns) * size;
    const int y = (index / layer.columns) * size;
    for (int row = y; row < y + size; ++row) {
        auto *line = reinterpret_cast<QRgb *>(layer.image.scanLine(row)) + x;
        std::fill(line, line + size, colour);
    }
}

void FybBattlePainter::paintCell(QPainter &painter, CellLayer &layer, int index, int value, int pending, bool spent,
                                 const FybPaintOptions &options)
{
    const int size = layer.cellSize;
    const QRect rect((index % layer.columns) * size, (index / layer.columns) * size, size, size);
    // The pre-drawn tile: background, grid edge, glyph.
    painter.drawPixmap(rect.topLeft(), tile(value, size, options));
    if (spent) {
        // A spent fork: a dark notch in the lower left corner.
        const QPoint corner = rect.bottomLeft();
        const int notch = std::max(3, size * 2 / 5);
        const QPoint triangle[3] = {corner, corner - QPoint(0, notch), corner + QPoint(notch, 0)};
        painter.setPen(Qt::NoPen);
        painter.setBrush(options.dark ? QColor(230, 230, 230) : QColor(60, 60, 60));
        painter.drawPolygon(triangle, 3);
        painter.setBrush(Qt::NoBrush);
    }
    if (pending != value) {
        // A pending edit: an orange border and the pending value in a badge
        // in the upper right corner.
        const int badge = std::max(6, size * 4 / 9);
        const int border = std::max(1, size / 10);
        drawFrame(painter, rect.adjusted(1, 1, -1, -1), border, pendingColour(), false);
        const QRect box(rect.right() - badge + 1, rect.top(), badge, badge);
        painter.fillRect(box, pendingColour());
        painter.drawPixmap(box.topLeft(), glyph(pending, badge, true, Qt::black));
    }
}

void FybBattlePainter::paintFlashes(QPainter &painter, const FybBattleModel &model, const FybBattleLayout &layout,
                                    const QRect &exposed)
{
    const qint64 now = FybBattleModel::clockMs();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    for (const FybFlash &flash : model.flashes()) {
        const qreal age = std::clamp(qreal(now - flash.startMs) / FybBattleModel::FlashMs, 0.0, 1.0);
        const QRect rect = layout.cellRect(flash.buffer, flash.cell);
        const int reach = flash.bomb ? layout.cellSize() * 3 : 0;
        if (!exposed.intersects(rect.adjusted(-reach, -reach, reach, reach)))
            continue;
        const int alpha = int(230 * (1.0 - age));
        if (flash.bomb) {
            // A committed bomb: a red shock ring that grows well past the cell.
            const qreal radius = layout.cellSize() * (0.6 + 2.4 * age);
            painter.setPen(QPen(QColor(220, 0, 0, alpha), std::max(2, layout.cellSize() / 4)));
            painter.setBrush(QColor(255, 40, 0, alpha / 3));
            painter.drawEllipse(QPointF(rect.center()) + QPointF(0.5, 0.5), radius, radius);
        } else {
            painter.fillRect(rect, QColor(255, 235, 59, alpha));
        }
    }
    painter.restore();
}

void FybBattlePainter::paintThreads(QPainter &painter, const FybBattleModel &model, const FybBattleLayout &layout,
                                    const QRect &exposed, const FybPaintOptions &options)
{
    const auto &processes = model.battle()->processes;
    const int length = layout.length();
    const int size = layout.cellSize();
    const QRect area = exposed.adjusted(-size, -size, size, size);
    const auto colourOf = [&](std::size_t index) {
        return processes[index].defected ? defectedThreadColour(int(index), options.dark)
                                         : threadColour(int(index), options.dark);
    };
    const auto ppCell = [length](const Core::Fyb::Process &p) { return p.pp >= length ? 0 : p.pp; };
    const auto dpCell = [length](const Core::Fyb::Process &p) { return std::clamp(p.dp, 0, length - 1); };

    // Links first, under the frames. Antialiased lines are the costly part of
    // a frame, so at most MaxLinks are drawn: the followed thread's, then
    // those whose pp is in view; beyond that the frame and the corner of the
    // same colour pair a thread's pointers.
    constexpr int MaxLinks = 32;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    int links = 0;
    const auto link = [&](std::size_t index, bool followed) {
        const auto &p = processes[index];
        QColor colour = colourOf(index);
        colour.setAlpha(followed ? 255 : 200);
        // A one-pixel pen is cosmetic, which the raster engine strokes
        // directly; a wider one becomes a filled outline, some ten times dearer.
        QPen pen(colour, followed ? 2.5 : 1.0, p.defected ? Qt::DashLine : Qt::SolidLine);
        pen.setCosmetic(!followed);
        painter.setPen(pen);
        drawLink(painter, QRectF(layout.cellRect(p.owner, ppCell(p))).center(),
                 QRectF(layout.cellRect(p.editedBuffer(), dpCell(p))).center(), size, area);
    };
    const std::size_t followed = std::size_t(options.followedThread);
    if (options.followedThread >= 0 && followed < processes.size() && processes[followed].alive)
        link(followed, true);
    for (std::size_t index = 0; options.showLinks && index < processes.size() && links < MaxLinks; ++index) {
        const auto &p = processes[index];
        if (!p.alive || index == followed || !area.intersects(layout.cellRect(p.owner, ppCell(p))))
            continue;
        link(index, false);
        ++links;
    }
    painter.restore();

    // Several threads on one cell: each further frame is drawn further inside.
    std::vector<std::uint8_t> stacked(std::size_t(length) * 2, 0);
    // Thin enough that two or three frames on one cell leave its colour and
    // glyph readable (a bomb under two threads still shows red).
    const int thickness = std::max(1, size / 12);
    for (std::size_t index = 0; index < processes.size(); ++index) {
        const auto &process = processes[index];
        if (!process.alive)
            continue;
        const int pp = ppCell(process);
        const QRect ppRect = layout.cellRect(process.owner, pp);
        const QRect dpRect = layout.cellRect(process.editedBuffer(), dpCell(process));
        const bool ppSeen = area.intersects(ppRect);
        if (!ppSeen && !area.intersects(dpRect))
            continue;
        const QColor colour = colourOf(index);
        if (ppSeen) {
            // The pp: a frame around the cell; a defected thread's frame is
            // broken into four corners.
            auto &stack = stacked[std::size_t(process.owner) * std::size_t(length) + std::size_t(pp)];
            const int inset = int(stack++ % 4) * (thickness + 1);
            const int w = thickness * (int(index) == options.followedThread ? 2 : 1);
            const QRect r = ppRect.adjusted(inset, inset, -inset, -inset);
            if (r.width() > 2 * w && r.height() > 2 * w)
                drawFrame(painter, r, w, colour, process.defected);
        }
        // The dp: a corner triangle in the same colour.
        const int side = std::max(3, size / 2);
        painter.drawPixmap(dpRect.bottomRight() + QPoint(1 - side, 1 - side), corner(colour, side));
    }
}

} // namespace Foulplay::Ui
