//! Domain → protobuf, one conversion per message.

use super::pb;
use crate::law;

pub fn law_code(code: &law::LawCode, with_articles: bool) -> pb::LawCode {
    pb::LawCode {
        id: code.id.clone(),
        title: code.title.clone(),
        short_title: code.short_title.clone(),
        source: code.source.clone(),
        provenance: code.provenance.clone(),
        summary: code.summary.clone(),
        preamble: code.preamble.clone().unwrap_or_default(),
        article_count: u32::try_from(code.articles.len()).unwrap_or(u32::MAX),
        articles: if with_articles {
            code.articles.iter().map(article).collect()
        } else {
            Vec::new()
        },
        digest: code.digest.clone(),
    }
}

fn article(a: &law::Article) -> pb::Article {
    pb::Article {
        number: a.number.clone(),
        text: a.text.clone(),
        origin: match a.origin {
            law::Origin::Seed => pb::ArticleOrigin::Seed,
            law::Origin::Printing => pb::ArticleOrigin::Printing,
        } as i32,
        corrected_text: a.corrected.clone().unwrap_or_default(),
        corrections: a.corrections.clone(),
        source_note: a.source_note.clone().unwrap_or_default(),
        note: a.note.clone().unwrap_or_default(),
    }
}
