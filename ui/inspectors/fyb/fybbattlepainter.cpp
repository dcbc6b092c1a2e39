#include "fybbattlepainter.h"

#include "fybbattlelayout.h"
#include "fybbattlemodel.h"
#include "threadcolours.h"

#include "fyb/command.h"

#include <QFont>
#include <QFontMetrics>
#include <QImage>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <vector>

namespace Foulplay::Ui {

namespace {

constexpr int BombValue = 14;

// Below this cell size glyphs are unreadable: cells become coloured pixels.
constexpr int GlyphMinSize = 8;

} // namespace

QColor FybBattlePainter::cellColour(int value, bool dark)
{
    // One colour per family of commands, pale enough for the glyphs.
    static const QRgb light[17] = {
        0xf5f5f5, 0xd6efcf, 0xd3e2f6, 0xd3e2f6, 0xebebeb, 0xebebeb, 0xfbe4b5, 0xf6efcf,
        0xe4d8f5, 0xe4d8f5, 0xd9d0f0, 0xd9d0f0, 0xcdecec, 0xcdecec, 0xd32f2f, 0xf5cdd6,
        0xecd9c4};
    static const QRgb darkRgb[17] = {
        0x2b2b2b, 0x2f4a2a, 0x2a3b52, 0x2a3b52, 0x363636, 0x363636, 0x5a4622, 0x4d4828,
        0x41355a, 0x41355a, 0x3a3152, 0x3a3152, 0x234848, 0x234848, 0xd32f2f, 0x55303a,
        0x4e3f2f};
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
    const quint64 key = quint64(value) | quint64(size) << 8 | quint64(small) << 16
        | quint64(colour.rgba()) << 24;
    auto it = m_glyphs.constFind(key);
    if (it != m_glyphs.constEnd())
        return *it;
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    if (value == BombValue) {
        drawBomb(p, QRectF(0, 0, size, size));
    } else {
        QFont font(QStringLiteral("monospace"));
        font.setStyleHint(QFont::TypeWriter);
        font.setBold(true);
        font.setPixelSize(std::max(5, int(size * (small ? 0.95 : 0.72))));
        p.setFont(font);
        p.setPen(colour);
        p.drawText(QRect(0, 0, size, size), Qt::AlignCenter,
                   QString(QChar::fromLatin1(Core::Fyb::commandChar(value))));
    }
    p.end();
    return *m_glyphs.insert(key, pixmap);
}

void FybBattlePainter::paint(QPainter &painter, const FybBattleModel &model,
                             const FybBattleLayout &layout, const QRect &exposed,
                             const FybPaintOptions &options)
{
    painter.fillRect(exposed, options.background);
    if (!model.battle() || layout.length() == 0)
        return;
    paintHeaders(painter, model, layout, options);
    int firstRow = 0;
    int lastRow = -1;
    layout.rowsIn(exposed, firstRow, lastRow);
    for (int buffer = 0; buffer < 2; ++buffer) {
        if (!exposed.intersects(layout.gridRect(buffer)) || firstRow > lastRow)
            continue;
        if (layout.cellSize() < GlyphMinSize)
            paintCellImage(painter, model, layout, buffer, firstRow, lastRow, options);
        else
            paintCells(painter, model, layout, buffer, firstRow, lastRow, options);
    }
    paintFlashes(painter, model, layout, exposed);
    paintThreads(painter, model, layout, exposed, options);
}

void FybBattlePainter::paintHeaders(QPainter &painter, const FybBattleModel &model,
                                    const FybBattleLayout &layout, const FybPaintOptions &options)
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

void FybBattlePainter::paintCells(QPainter &painter, const FybBattleModel &model,
                                  const FybBattleLayout &layout, int buffer, int firstRow,
                                  int lastRow, const FybPaintOptions &options)
{
    const auto &battle = *model.battle();
    const auto &data = battle.data[buffer];
    const auto &mods = battle.mods[buffer];
    const auto &spent = battle.spent[buffer];
    const int size = layout.cellSize();
    const int badge = std::max(6, size * 4 / 9);
    const QColor glyphColour = options.dark ? QColor(225, 225, 225) : QColor(40, 40, 40);
    const QColor grid = options.dark ? QColor(70, 70, 70) : QColor(205, 205, 205);
    const int first = firstRow * layout.columns();
    const int last = std::min(layout.length() - 1, (lastRow + 1) * layout.columns() - 1);
    for (int cell = first; cell <= last; ++cell) {
        const QRect rect = layout.cellRect(buffer, cell);
        const int value = data[std::size_t(cell)];
        painter.fillRect(rect, cellColour(value, options.dark));
        painter.setPen(grid);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect.adjusted(0, 0, -1, -1));
        painter.drawPixmap(rect.topLeft(), glyph(value, size, false,
                                                 value == BombValue ? Qt::white : glyphColour));
        if (spent[std::size_t(cell)]) {
            // A spent fork: a dark notch in the lower left corner.
            const QPoint corner = rect.bottomLeft();
            const int notch = std::max(3, size * 2 / 5);
            const QPoint triangle[3] = {corner, corner - QPoint(0, notch), corner + QPoint(notch, 0)};
            painter.setPen(Qt::NoPen);
            painter.setBrush(options.dark ? QColor(230, 230, 230) : QColor(60, 60, 60));
            painter.drawPolygon(triangle, 3);
        }
        const int pending = mods[std::size_t(cell)];
        if (pending != value) {
            // A pending edit: an orange border and the pending value in a
            // badge in the upper right corner.
            painter.setPen(QPen(pendingColour(), std::max(1, size / 10)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(rect.adjusted(1, 1, -2, -2));
            const QRect box(rect.right() - badge + 1, rect.top(), badge, badge);
            painter.fillRect(box, pendingColour());
            painter.drawPixmap(box.topLeft(), glyph(pending, badge, true, Qt::black));
        }
    }
}

void FybBattlePainter::paintCellImage(QPainter &painter, const FybBattleModel &model,
                                      const FybBattleLayout &layout, int buffer, int firstRow,
                                      int lastRow, const FybPaintOptions &options)
{
    // One pixel a cell, scaled up without smoothing: tens of thousands of
    // cells cost one image blit.
    const auto &battle = *model.battle();
    const int columns = layout.columns();
    const int rows = lastRow - firstRow + 1;
    QImage image(columns, rows, QImage::Format_RGB32);
    image.fill(options.background);
    QRgb colours[17];
    for (int v = 0; v < 17; ++v)
        colours[v] = cellColour(v, options.dark).rgb();
    const QRgb pending = pendingColour().rgb();
    for (int row = 0; row < rows; ++row) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(row));
        const int base = (firstRow + row) * columns;
        const int count = std::min(columns, layout.length() - base);
        for (int column = 0; column < count; ++column) {
            const std::size_t cell = std::size_t(base + column);
            const int value = battle.data[buffer][cell];
            line[column] = battle.mods[buffer][cell] != value ? pending : colours[value];
        }
    }
    const QRect grid = layout.gridRect(buffer);
    const QRect target(grid.left(), grid.top() + firstRow * layout.cellSize(),
                       columns * layout.cellSize(), rows * layout.cellSize());
    painter.drawImage(target, image);
}

void FybBattlePainter::paintFlashes(QPainter &painter, const FybBattleModel &model,
                                    const FybBattleLayout &layout, const QRect &exposed)
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

void FybBattlePainter::paintThreads(QPainter &painter, const FybBattleModel &model,
                                    const FybBattleLayout &layout, const QRect &exposed,
                                    const FybPaintOptions &options)
{
    const auto &processes = model.battle()->processes;
    const int length = layout.length();
    const int size = layout.cellSize();
    const QRect area = exposed.adjusted(-size, -size, size, size);
    // Several threads on one cell: each further one is drawn further inside.
    std::vector<std::uint8_t> stacked(std::size_t(length) * 2, 0);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    for (std::size_t index = 0; index < processes.size(); ++index) {
        const auto &process = processes[index];
        if (!process.alive)
            continue;
        const int pp = process.pp >= length ? 0 : process.pp;
        const int dp = std::clamp(process.dp, 0, length - 1);
        const int edited = process.editedBuffer();
        const QRect ppRect = layout.cellRect(process.owner, pp);
        const QRect dpRect = layout.cellRect(edited, dp);
        if (!area.intersects(ppRect) && !area.intersects(dpRect))
            continue;
        const bool followed = int(index) == options.followedThread;
        const bool defected = process.defected;
        QColor colour = defected ? defectedThreadColour(int(index), options.dark)
                                 : threadColour(int(index), options.dark);
        const Qt::PenStyle style = defected ? Qt::DashLine : Qt::SolidLine;
        const qreal width = std::max<qreal>(1.5, size / 8.0) * (followed ? 2.0 : 1.0);

        if (options.showLinks || followed) {
            // The link: a curve from the pp to the dp, bowing upwards.
            QColor linkColour = colour;
            linkColour.setAlpha(followed ? 255 : 150);
            painter.setPen(QPen(linkColour, followed ? 2.5 : 1.2, style));
            const QPointF from = QRectF(ppRect).center();
            const QPointF to = QRectF(dpRect).center();
            const qreal bow = std::max<qreal>(size * 1.5, std::abs(to.x() - from.x()) * 0.15);
            QPainterPath path(from);
            path.cubicTo(from + QPointF(0, -bow), to + QPointF(0, -bow), to);
            painter.drawPath(path);
        }

        // The pp: a frame around the cell.
        auto &ppStack = stacked[std::size_t(process.owner) * std::size_t(length) + std::size_t(pp)];
        const int inset = int(ppStack++ % 4) * std::max(2, size / 8);
        painter.setPen(QPen(colour, width, style, Qt::SquareCap, Qt::MiterJoin));
        painter.drawRect(QRectF(ppRect).adjusted(width / 2 + inset, width / 2 + inset,
                                                 -width / 2 - inset, -width / 2 - inset));
        // The dp: a filled corner triangle in the same colour, and a thin frame.
        const qreal corner = std::max(3, size / 2);
        const QPointF tip = QRectF(dpRect).bottomRight();
        const QPointF triangle[3] = {tip, tip - QPointF(corner, 0), tip - QPointF(0, corner)};
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawPolygon(triangle, 3);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(colour, 1, Qt::DotLine));
        painter.drawRect(QRectF(dpRect).adjusted(0.5, 0.5, -0.5, -0.5));
    }
    painter.restore();
}

} // namespace Foulplay::Ui
